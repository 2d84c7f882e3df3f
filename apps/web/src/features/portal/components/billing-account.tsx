import type { ReactNode } from 'react';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@tend/contracts/billing-codes';
import type { PortalBillingAccount } from '@tend/contracts/billing-documents.contract';
import { FileButton, superbillPeriod } from '@/features/payments';
import { downloadPortalStatement, downloadPortalSuperbill } from '../api/billing-download';
import { formatCalendarDate, formatMonth } from '@/lib/time/dates';
import { portalPaymentMethodLabels } from './billing-labels';

const hiddenXs = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const none = (text: string) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

/** One person's billing with the practice: what is owed, what was charged and paid, statements and superbills. */
export function BillingAccount({ account, heading }: { account: PortalBillingAccount; heading: string | null }) {
  const a = account;
  // With insurance paying part of a visit, the client's own share gets its column.
  const insured = a.charges.some((c) => c.client_share_cents < c.amount_cents);
  return (
    <Stack component="section" aria-label={heading ?? 'Your billing'} spacing={1.5}>
      {heading && (
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Balance due
          </Typography>
          <Typography variant="h5" component="p" data-testid="billing-balance">
            {formatCents(a.balance_cents)}
          </Typography>
        </Box>
        {a.insurer_due_cents > 0 && (
          <Box>
            <Typography variant="body2" color="text.secondary">
              Expected from insurance
            </Typography>
            <Typography variant="h5" component="p" data-testid="billing-insurer-due">
              {formatCents(a.insurer_due_cents)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Not yours to pay unless your insurer declines it
            </Typography>
          </Box>
        )}
        {a.credit_cents > 0 && (
          <Box>
            <Typography variant="body2" color="text.secondary">
              Credit
            </Typography>
            <Typography variant="h5" component="p">
              {formatCents(a.credit_cents)}
            </Typography>
          </Box>
        )}
      </Paper>

      <Block title="Charges">
        {a.charges.length === 0 ? (
          none('No charges yet.')
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Charges" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={hiddenXs}>Date</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell align="right" sx={hiddenXs}>
                    Paid
                  </TableCell>
                  {insured && (
                    <TableCell align="right" sx={hiddenXs}>
                      Your share
                    </TableCell>
                  )}
                  <TableCell align="right">You owe</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {a.charges.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell sx={{ ...hiddenXs, whiteSpace: 'nowrap' }}>{formatCalendarDate(c.service_date)}</TableCell>
                    <TableCell>
                      {c.description}
                      {/* On a phone the date sits under the description, so the amount due stays in view. */}
                      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                        {formatCalendarDate(c.service_date)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatCents(c.amount_cents)}</TableCell>
                    <TableCell align="right" sx={hiddenXs}>
                      {formatCents(c.paid_cents)}
                    </TableCell>
                    {insured && (
                      <TableCell align="right" sx={hiddenXs}>
                        {formatCents(c.client_share_cents)}
                      </TableCell>
                    )}
                    <TableCell align="right">{formatCents(c.due_cents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Block>

      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <Block title="Payments">
          {a.payments.length === 0 ? (
            none('No payments recorded.')
          ) : (
            <List dense disablePadding>
              {a.payments.map((p) => (
                <ListItem key={p.id} disableGutters divider sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <span>
                    {formatCalendarDate(p.received_on)} · {portalPaymentMethodLabels[p.method]}
                  </span>
                  <span>{formatCents(p.amount_cents)}</span>
                </ListItem>
              ))}
            </List>
          )}
        </Block>
        <Block title="Statements">
          {a.statement_months.length === 0 ? (
            none('No statements yet.')
          ) : (
            <List dense disablePadding>
              {a.statement_months.map((m) => (
                <ListItem key={m} disableGutters divider sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <span>{formatMonth(m, 'long')}</span>
                  <FileButton
                    label="PDF"
                    icon={<Download />}
                    accessibleLabel={`Download the statement for ${formatMonth(m, 'long')}${heading ? ` of ${a.client_name}` : ''}`}
                    run={() => downloadPortalStatement(a.client_id, m)}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Block>
        <Block title="Superbills">
          {a.superbills.length === 0 ? (
            none('None sent yet. A superbill is a receipt you can send to your insurer.')
          ) : (
            <List dense disablePadding>
              {a.superbills.map((s) => (
                <ListItem key={s.id} disableGutters divider sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <span>
                    {superbillPeriod(s)} · {formatCents(s.total_cents)}
                  </span>
                  <FileButton
                    label="PDF"
                    icon={<Download />}
                    accessibleLabel={`Download the superbill for ${superbillPeriod(s)}${heading ? ` of ${a.client_name}` : ''}`}
                    run={() => downloadPortalSuperbill(s.id)}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Block>
      </Box>
    </Stack>
  );
}
