import { describe, expect, it } from 'vitest';
import { inviteMail } from '../modules/portal-accounts/invite-mail';
import { staffInviteMail } from '../modules/staff-users/staff-invite-mail.job';
import { mailDateTime } from './mail-time';

/** 03:00 UTC on 12 December is the evening of the 11th in Chicago. */
const expiresAt = new Date('2026-12-12T03:00:00Z');

describe('dates in e-mails are the recipient’s', () => {
  it('reads the day and time in the zone, naming it', () => {
    expect(mailDateTime(expiresAt, 'America/Chicago')).toBe('December 11, 2026 at 9:00 PM (CST)');
  });

  it('the portal and staff invitations say when their link stops working in the practice’s zone, not UTC', () => {
    const portal = inviteMail('a@b.test', {
      practiceName: 'Lakeside Counseling',
      link: 'http://x/portal-invite?token=t',
      expiresAt,
      timeZone: 'America/Chicago',
    });
    const staff = staffInviteMail('c@d.test', {
      practiceName: 'Lakeside Counseling',
      role: 'therapist',
      link: 'http://x/t',
      expiresAt,
      timeZone: 'America/Chicago',
    });
    for (const mail of [portal, staff]) {
      expect(mail.text).toContain('until December 11, 2026 at 9:00 PM (CST)');
      expect(mail.text).not.toContain('2026-12-12');
    }
  });
});
