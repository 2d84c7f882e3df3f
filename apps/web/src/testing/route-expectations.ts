/**
 * Where each kind of user ends up when opening each route (spec 2.1–2.6), written out as
 * outcomes rather than rules. The unit test checks the guards against it; the browser test
 * (e2e/routes) checks the real app, signed in as each persona, against the same table.
 */
export const userKinds = ['anon', 'therapist', 'supervisor', 'admin', 'adminProvider', 'dev', 'client', 'demoTherapist', 'demoAdmin', 'demoClient'] as const;
export type UserKind = (typeof userKinds)[number];

/** Final page of each kind's home (2.2; /admin itself forwards admins to /admin/dashboard). */
export const homeOf: Record<UserKind, string> = {
  anon: '/login',
  therapist: '/dashboard',
  supervisor: '/dashboard',
  admin: '/admin/dashboard',
  adminProvider: '/admin/dashboard',
  dev: '/dashboard',
  client: '/client',
  demoTherapist: '/dashboard',
  demoAdmin: '/admin/dashboard',
  demoClient: '/client',
};

export interface RouteExpectation {
  /** A concrete URL path for the route (params filled in). */
  path: string;
  /** Final path per user kind. */
  to: Record<UserKind, string>;
  /** The page itself forwards (e.g. /callback) — the guard alone allows it. */
  pageForwards?: boolean;
  /** Served by the API server, not the app, on a full page load. */
  serverOnly?: boolean;
}

const HOME = Symbol('home');
const SELF = Symbol('self');
type Outcome = string | typeof HOME | typeof SELF;

function row(path: string, fallback: Outcome, overrides: Partial<Record<UserKind, Outcome>> = {}, extra: Partial<RouteExpectation> = {}): RouteExpectation {
  const to = {} as Record<UserKind, string>;
  for (const kind of userKinds) {
    const outcome = overrides[kind] ?? fallback;
    to[kind] = outcome === HOME ? homeOf[kind] : outcome === SELF ? path : outcome;
  }
  return { path, to, ...extra };
}

const clients = { client: '/client', demoClient: '/client' } as const;
const signedIn = (path: string) => row(path, SELF, { anon: '/login' });
const provider = (path: string) => row(path, SELF, { anon: '/login', ...clients });
const guest = (path: string) => row(path, HOME, { anon: SELF });
const sessionCheck = (path: string) => row(path, SELF, { anon: '/login' });
const sampleUuid = '00000000-0000-4000-8000-000000000000';

export const routeExpectations: RouteExpectation[] = [
  // 2.1
  row('/', HOME),
  guest('/login'),
  row('/demo-login', SELF),
  row('/demo', '/demo-login'),
  guest('/register'),
  guest('/forgot-password'),
  guest('/reset-password'),
  guest('/portal-invite'), // issue 13: a client portal invitation's link
  guest('/accept-staff-invite'), // issue 16: a staff invitation's link
  row('/verify-email', SELF), // the link of the confirmation e-mail sent at registration, opened signed in or not
  row('/callback', HOME, {}, { pageForwards: true }),
  row('/client-portal-test', SELF),
  row('/api/anything', SELF, {}, { serverOnly: true }),
  // 2.3
  row('/dashboard', SELF, { anon: '/login', ...clients, admin: '/admin/dashboard', adminProvider: '/admin/dashboard', demoAdmin: '/admin/dashboard' }),
  provider('/notes'),
  provider('/notes/new'),
  provider(`/notes/${sampleUuid}`),
  provider(`/note/${sampleUuid}`),
  provider('/clients'),
  provider(`/clients/${sampleUuid}`),
  provider('/leads'),
  provider('/vault'),
  provider('/vault/7'),
  provider('/conversations'),
  provider(`/conversations/${sampleUuid}`),
  provider('/calendar'),
  provider('/payments'),
  provider('/voice'),
  provider('/risk-assessment'),
  provider('/todo'),
  signedIn('/therapist-panel'),
  provider('/assistant'),
  provider('/ai-assistant'),
  // 2.4
  signedIn('/profile'),
  signedIn('/profile/setup'),
  signedIn('/account-inactive'),
  signedIn('/settings'),
  signedIn('/settings/work-schedule'),
  signedIn('/notifications'),
  // 2.5: client-like for the portal; role client only for its pages (others → /login → home)
  row('/client', HOME, { anon: '/login', client: SELF, demoClient: SELF }),
  row('/client-portal', HOME, { anon: '/login', client: SELF, demoClient: SELF }),
  ...['appointments', 'messages', 'documents', 'forms', 'health', 'billing'].map((page) => row(`/client/${page}`, HOME, { anon: '/login', client: SELF })),
  // 2.6
  row('/dev-console', HOME, { dev: SELF }),
  row('/messages', HOME, { therapist: SELF, admin: SELF, adminProvider: SELF, demoTherapist: SELF, demoAdmin: SELF }),
  row('/superbills', '/therapist-panel', {
    anon: '/login',
    ...clients,
    therapist: SELF,
    supervisor: SELF,
    admin: SELF,
    adminProvider: SELF,
    demoTherapist: SELF,
    demoAdmin: SELF,
  }),
  row('/admin', '/therapist-panel', {
    anon: '/login',
    ...clients,
    admin: '/admin/dashboard',
    adminProvider: '/admin/dashboard',
    demoAdmin: '/admin/dashboard',
  }),
  row('/admin/users', '/therapist-panel', { anon: '/login', ...clients, admin: SELF, adminProvider: SELF, demoAdmin: SELF, supervisor: SELF }),
  ...['dashboard', 'kpi', 'chat', 'audit-logs', 'data-export', 'settings', 'setup-guides', 'compliance', 'provider-analytics', 'reports'].map((page) =>
    sessionCheck(`/admin/${page}`),
  ),
  row('/demo-admin', '/admin/dashboard', { anon: '/login' }),
  // Unknown paths: the 404 page, for everyone
  row('/no-such-page', SELF),
];
