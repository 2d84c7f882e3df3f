import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLinkBase } from 'react-router';

/*
 * /client-portal-test (spec 2.1, public): a read-only tour of the client portal. Everything here is
 * invented sample content kept in this file — no request is made, nothing can be changed, and
 * the banner says so on every view.
 */

const day = 24 * 60 * 60_000;
const at = (days: number, hour: number, minute = 0) => {
  const d = new Date(Date.now() + days * day);
  d.setHours(hour, minute, 0, 0);
  return d;
};
const when = (d: Date) => d.toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const dateOnly = (d: Date) => d.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

const sample = {
  client: 'Alex Sample',
  clinician: 'Dr Jamie Example',
  next: { start: at(3, 10), kind: 'Individual therapy, 50 min', where: 'Video visit' },
  appointments: [
    { start: at(3, 10), status: 'Scheduled', where: 'Video visit' },
    { start: at(17, 10), status: 'Scheduled', where: 'Office, room 2' },
    { start: at(-11, 10), status: 'Completed', where: 'Video visit' },
    { start: at(-25, 10), status: 'Completed', where: 'Office, room 2' },
  ],
  messages: [
    { from: 'Dr Jamie Example', at: at(-2, 16, 5), text: 'Thanks for filling in the check-in before our session. See you Thursday.' },
    { from: 'Alex Sample', at: at(-2, 18, 40), text: 'Thank you! Could we talk about sleep next time?' },
    { from: 'Dr Jamie Example', at: at(-1, 9, 12), text: 'Of course — I have made a note of it.' },
  ],
  forms: [
    { title: 'PHQ-9 (mood check-in)', due: 'Before your next visit', done: false },
    { title: 'GAD-7 (anxiety check-in)', due: 'Before your next visit', done: false },
    { title: 'Intake questionnaire', due: `Completed ${dateOnly(at(-40, 9))}`, done: true },
  ],
  documents: [
    { title: 'Telehealth consent', status: 'To sign' },
    { title: 'Informed consent for psychotherapy', status: `Signed ${dateOnly(at(-39, 9))}` },
    { title: 'Breathing exercise worksheet (PDF)', status: 'Shared with you' },
  ],
  scores: [
    { date: at(-70, 9), phq9: 15, gad7: 13 },
    { date: at(-42, 9), phq9: 12, gad7: 11 },
    { date: at(-25, 9), phq9: 9, gad7: 8 },
    { date: at(-11, 9), phq9: 7, gad7: 6 },
  ],
};

/** PHQ-9 bands (Kroenke et al., 2001). */
const phqBand = (s: number) => (s >= 20 ? 'Severe' : s >= 15 ? 'Moderately severe' : s >= 10 ? 'Moderate' : s >= 5 ? 'Mild' : 'Minimal');
/** GAD-7 bands (Spitzer et al., 2006). */
const gadBand = (s: number) => (s >= 15 ? 'Severe' : s >= 10 ? 'Moderate' : s >= 5 ? 'Mild' : 'Minimal');

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Home() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Card title="Next appointment">
        <Typography>{when(sample.next.start)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {sample.next.kind} with {sample.clinician} · {sample.next.where}
        </Typography>
      </Card>
      <Card title="Messages">
        <Typography>1 unread message from {sample.clinician}</Typography>
      </Card>
      <Card title="To do">
        <Typography>2 check-ins before your next visit · 1 document to sign</Typography>
      </Card>
      <Card title="Billing">
        <Typography variant="body2" color="text.secondary">
          Statements appear here once your practice sets up online billing.
        </Typography>
      </Card>
    </Box>
  );
}

function Appointments() {
  return (
    <Card title="Appointments">
      <List dense disablePadding>
        {sample.appointments.map((a) => (
          <ListItem key={a.start.toISOString()} divider secondaryAction={<Chip size="small" variant="outlined" label={a.status} />}>
            <ListItemText primary={when(a.start)} secondary={`${sample.clinician} · ${a.where}`} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        In the real portal you can ask for a time from your clinician’s open hours, and cancel within the practice’s policy.
      </Typography>
    </Card>
  );
}

function Messages() {
  return (
    <Card title={`Secure messages with ${sample.clinician}`}>
      <Alert severity="warning" sx={{ mb: 1 }}>
        Messages are not for emergencies. If you are in crisis, call or text 988, or call 911.
      </Alert>
      <Stack spacing={1}>
        {sample.messages.map((m) => {
          const mine = m.from === sample.client;
          return (
            <Box
              key={m.at.toISOString()}
              sx={{
                alignSelf: mine ? 'flex-end' : 'flex-start',
                maxWidth: '85%',
                p: 1.25,
                borderRadius: 2,
                bgcolor: mine ? 'action.selected' : 'action.hover',
              }}
            >
              <Typography variant="caption" color="text.secondary">
                {m.from} · {when(m.at)}
              </Typography>
              <Typography variant="body2">{m.text}</Typography>
            </Box>
          );
        })}
      </Stack>
    </Card>
  );
}

function Forms() {
  return (
    <Card title="Forms and check-ins">
      <List dense disablePadding>
        {sample.forms.map((f) => (
          <ListItem
            key={f.title}
            divider
            secondaryAction={<Chip size="small" variant="outlined" color={f.done ? 'success' : 'warning'} label={f.done ? 'Done' : 'To do'} />}
          >
            <ListItemText primary={f.title} secondary={f.due} />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

function Documents() {
  return (
    <Card title="Documents">
      <List dense disablePadding>
        {sample.documents.map((d) => (
          <ListItem key={d.title} divider>
            <ListItemText primary={d.title} secondary={d.status} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        You sign by typing your name and ticking “I agree”; the time, your address and a fingerprint of the text are kept with a signed PDF you can download.
      </Typography>
    </Card>
  );
}

function Health() {
  return (
    <Card title="Check-in scores over time">
      <Table size="small" aria-label="Sample scores">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>PHQ-9 (of 27)</TableCell>
            <TableCell>GAD-7 (of 21)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sample.scores.map((s) => (
            <TableRow key={s.date.toISOString()}>
              <TableCell>{dateOnly(s.date)}</TableCell>
              <TableCell>
                {s.phq9} · {phqBand(s.phq9)}
                <LinearProgress variant="determinate" value={(s.phq9 / 27) * 100} aria-hidden sx={{ mt: 0.5, maxWidth: 160 }} />
              </TableCell>
              <TableCell>
                {s.gad7} · {gadBand(s.gad7)}
                <LinearProgress variant="determinate" value={(s.gad7 / 21) * 100} aria-hidden sx={{ mt: 0.5, maxWidth: 160 }} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

const views = [
  { value: 'home', label: 'Home', View: Home },
  { value: 'appointments', label: 'Appointments', View: Appointments },
  { value: 'messages', label: 'Messages', View: Messages },
  { value: 'forms', label: 'Forms', View: Forms },
  { value: 'documents', label: 'Documents', View: Documents },
  { value: 'health', label: 'Health', View: Health },
] as const;
type ViewValue = (typeof views)[number]['value'];

export default function PortalTestPage() {
  const [view, setView] = useState<ViewValue>('home');
  const { View } = views.find((v) => v.value === view)!;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Alert severity="warning" role="status" sx={{ borderRadius: 0, justifyContent: 'center', fontWeight: 600, borderBottom: 1, borderColor: 'warning.main' }}>
        Sample portal — not real data. Every name, date and score here is invented.
      </Alert>
      <Box sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1000, mx: 'auto' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
              Client portal tour
            </Typography>
            <Typography color="text.secondary">What {sample.client}, a sample client, would see. Read-only: nothing here is saved or sent.</Typography>
          </Box>
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button component={RouterLinkBase} to="/demo-login" variant="outlined" size="small">
              Try the demo
            </Button>
            <Button component={RouterLinkBase} to="/login" size="small">
              Sign in
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs
            value={view}
            onChange={(_, v: ViewValue) => setView(v)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Portal screens"
          >
            {views.map((v) => (
              <Tab key={v.value} value={v.value} label={v.label} id={`tour-tab-${v.value}`} aria-controls={`tour-panel-${v.value}`} />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" id={`tour-panel-${view}`} aria-labelledby={`tour-tab-${view}`}>
          <View />
        </Box>
      </Box>
    </Box>
  );
}
