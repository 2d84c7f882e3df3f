import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  crisisLine988,
  isLifelineEntry,
  safetyPlanSectionKeys,
  safetyPlanSectionTitles,
  type PlanContact,
  type SafetyPlanSections,
} from '@tend/contracts/risk.contract';
import { isItemSection } from '../logic/plan-draft';

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ContactLine({ contact }: { contact: PlanContact }) {
  return (
    <>
      {contact.name}
      {contact.phone && (
        <>
          {' — '}
          <Link href={telOf(contact.phone)}>{contact.phone}</Link>
        </>
      )}
    </>
  );
}

/**
 * A safety plan to read, section by section; phone numbers are links to call. The 988 Lifeline is
 * always listed first among the professionals, even on a plan saved without it.
 */
export function SafetyPlanView({ sections, headingLevel = 'h3' }: { sections: SafetyPlanSections; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {safetyPlanSectionKeys.map((key) => {
        const lines = isItemSection(key)
          ? sections[key].map((item, i) => <span key={i}>{item}</span>)
          : (key === 'professionals_and_agencies'
              ? [{ name: crisisLine988.name, phone: crisisLine988.phone }, ...sections[key].filter((c) => !isLifelineEntry(c))]
              : sections[key]
            ).map((c, i) => <ContactLine key={i} contact={c} />);
        return (
          <Box component="section" key={key} aria-label={safetyPlanSectionTitles[key]}>
            <Typography variant="subtitle2" component={headingLevel}>
              {safetyPlanSectionTitles[key]}
            </Typography>
            {lines.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nothing written yet.
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {lines.map((line, i) => (
                  <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
