import { describe, expect, it } from 'vitest';
import { phoneDigitVariants, smsNumber } from './phone';
import { clinicianFirstName, reminderEmail, reminderSms, visitTimeText, type ReminderFacts } from './reminder-text';
import { isValidSmsSignature, smsSignature } from './sms-signature';

const facts: ReminderFacts = {
  practiceName: 'Harbor Counseling Collective',
  start: new Date('2026-07-14T18:30:00Z'),
  timeZone: 'America/New_York',
  clinicianFirstName: 'Alice',
  portalUrl: 'https://tend.example/client',
};

describe('reminder text', () => {
  it("takes the clinician's first name, past a title, or the name they go by", () => {
    expect(clinicianFirstName({ name: 'Dr Alice Moreno', preferredName: null })).toBe('Alice');
    expect(clinicianFirstName({ name: 'Dr. Ben Okafor', preferredName: null })).toBe('Ben');
    expect(clinicianFirstName({ name: 'Dana Whitfield', preferredName: 'Dee' })).toBe('Dee');
    expect(clinicianFirstName({ name: 'Prince', preferredName: '  ' })).toBe('Prince');
  });

  it("gives the time in the practice's zone with the zone's abbreviation, summer and winter", () => {
    expect(visitTimeText(facts.start, 'America/New_York')).toBe('Tuesday, July 14, 2026 at 2:30 PM EDT');
    expect(visitTimeText(new Date('2026-01-14T18:30:00Z'), 'America/Chicago')).toBe('Wednesday, January 14, 2026 at 12:30 PM CST');
  });

  it('e-mails the practice, the time, the first name and the portal link', () => {
    const mail = reminderEmail(facts);
    expect(mail.subject).toBe('Appointment reminder — Harbor Counseling Collective');
    expect(mail.text).toContain('with Alice at Harbor Counseling Collective on Tuesday, July 14, 2026 at 2:30 PM EDT.');
    expect(mail.text).toContain('https://tend.example/client');
  });

  it('texts a shorter, plain-character version that ends with how to opt out', () => {
    const text = reminderSms(facts);
    expect(text).toBe(
      'Harbor Counseling Collective: reminder of your appointment with Alice on Tue, Jul 14 at 2:30 PM EDT. Details: https://tend.example/client. Reply STOP to opt out',
    );
    expect(text.length).toBeLessThan(reminderEmail(facts).text.length);
  });
});

describe('phone numbers', () => {
  it('reads stored numbers as E.164, North American without a country code', () => {
    expect(smsNumber('(617) 555-0142')).toBe('+16175550142');
    expect(smsNumber('1-617-555-0142')).toBe('+16175550142');
    expect(smsNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(smsNumber('555-0142')).toBeNull();
    expect(smsNumber(null)).toBeNull();
  });

  it("matches a sender's number with and without the leading 1", () => {
    expect(phoneDigitVariants('+16175550142')).toEqual(['16175550142', '6175550142']);
    expect(phoneDigitVariants('+442079460958')).toEqual(['442079460958']);
    expect(phoneDigitVariants('')).toEqual([]);
  });
});

describe("the SMS provider's request signature", () => {
  // Twilio's published example (its libraries test against it): token 12345, this URL and these parameters.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675309', Digits: '1234', From: '+14158675309', To: '+18005551212' };

  it("reproduces Twilio's documented signature", () => {
    expect(smsSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(isValidSmsSignature('12345', url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
  });

  it('refuses a changed parameter, URL or token, and a missing signature', () => {
    expect(isValidSmsSignature('12345', url, { ...params, Digits: '9999' }, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isValidSmsSignature('12345', `${url}&x=1`, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isValidSmsSignature('54321', url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(isValidSmsSignature('12345', url, params, undefined)).toBe(false);
  });
});
