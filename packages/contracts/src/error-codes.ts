/**
 * Every `error` code the server sends, in one place (plain constants without zod, so the sign-in
 * page can match on them within its bundle budget): the server throws with these constants and
 * the web matches on them, so a code is never spelled twice. A code missing here does not
 * compile on the server, and fails the response check in the server's tests.
 */
export const errorCodes = {
  // Generic, one per HTTP status the server uses.
  badRequest: 'bad_request',
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  tooManyRequests: 'too_many_requests',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
  // Specific: a screen reacts to these beyond showing the message.
  /** 401 on sign-in: wrong e-mail or password (never says which). */
  invalidCredentials: 'invalid_credentials',
  /** 403 on sign-in: the account was deactivated by the practice. */
  accountInactive: 'account_inactive',
  /** 403: a state-changing request or socket handshake from another origin. */
  crossOriginRefused: 'cross_origin_refused',
  /** 409 on save_note_db: this appointment already has a note of this type; details name it. */
  duplicateNote: 'duplicate_note',
  /** 409 on creating a client: one with the same name and date of birth exists; details list them. */
  possibleDuplicate: 'possible_duplicate',
  /** 409 on booking or moving: the clinician already has an appointment then; details list them (allow_conflict books anyway). */
  appointmentConflict: 'appointment_conflict',
  /** 409 on booking or moving: the time is outside the clinician's working hours (allow_outside_hours books anyway). */
  outsideWorkingHours: 'outside_working_hours',
  /** 400 on signing: the note records risk language and no risk response was given. */
  riskResponseRequired: 'risk_response_required',
  /** 409 on a portal appointment request: the time asked for is no longer open (pick another). */
  slotUnavailable: 'slot_unavailable',
  /** 409 on a portal cancellation: inside the practice's late-cancel window; the message says how to reach the practice. */
  lateCancellation: 'late_cancellation',
  /** 503 on the assistant: the language model did not answer; details carry the stored user message id. */
  aiUnreachable: 'ai_unreachable',
  /** 410 on accepting a portal invitation: it expired; the clinician can send a new one. */
  inviteExpired: 'invite_expired',
  /** 410 on accepting a portal invitation: it was used already, or withdrawn (a newer one replaced it, or access was revoked). */
  inviteUsed: 'invite_used',
  /** 401 on a second factor: the code (or passkey) was wrong; the sign-in challenge is still open. */
  mfaCodeInvalid: 'mfa_code_invalid',
  /** 401 on a second factor: the sign-in challenge expired or took too many wrong codes; sign in again. */
  mfaChallengeExpired: 'mfa_challenge_expired',
  /** 410 on downloading a data export: it was downloaded once already and its file deleted; start a new export. */
  exportDownloaded: 'export_downloaded',
  /** 403 on sending an invitation (staff or portal): the sender has not confirmed their e-mail yet; the screen offers to resend the link. */
  emailUnverified: 'email_unverified',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
