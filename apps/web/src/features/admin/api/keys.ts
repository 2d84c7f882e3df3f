/** Every query of the admin screens sits under `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  auditLogs: () => [...adminKeys.all, 'audit-logs'] as const,
  auditVerification: () => [...adminKeys.all, 'audit-verification'] as const,
  practiceProfile: () => [...adminKeys.all, 'practice-profile'] as const,
  security: () => [...adminKeys.all, 'security-settings'] as const,
  aiCompliance: () => [...adminKeys.all, 'ai-compliance'] as const,
  compliance: () => [...adminKeys.all, 'compliance'] as const,
  setupGuide: () => [...adminKeys.all, 'setup-guide'] as const,
};
