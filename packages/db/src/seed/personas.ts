/**
 * Named personas used by the seed, the integration tests and the browser tests alike.
 * Two practices so cross-practice isolation can be probed.
 */
export const seedPassword = 'tend-persona-password';

/** Personas have no zone of their own: they follow their practice's (or their browser's). */
export const practices = {
  harbor: { key: 'harbor', name: 'Harbor Counseling Collective', time_zone: 'America/New_York' },
  riverside: { key: 'riverside', name: 'Riverside Therapy Group', time_zone: 'America/Chicago' },
} as const;

export type PersonaKey = 'alice' | 'ben' | 'carla' | 'dana' | 'devon' | 'sam' | 'omar';

export interface Persona {
  key: PersonaKey;
  email: string;
  name: string;
  preferred_name: string | null;
  role: 'therapist' | 'supervisor' | 'admin' | 'dev' | 'client';
  practice: keyof typeof practices;
  /** Persona key of the supervisor, when supervised. */
  supervisor?: PersonaKey;
  is_provider?: boolean;
}

export const personas: Record<PersonaKey, Persona> = {
  alice: {
    key: 'alice',
    email: 'alice.moreno@harbor.test',
    name: 'Dr Alice Moreno',
    preferred_name: 'Alice',
    role: 'therapist',
    practice: 'harbor',
    supervisor: 'carla',
  },
  ben: { key: 'ben', email: 'ben.okafor@harbor.test', name: 'Dr Ben Okafor', preferred_name: 'Ben', role: 'therapist', practice: 'harbor' },
  carla: { key: 'carla', email: 'carla.reyes@harbor.test', name: 'Dr Carla Reyes', preferred_name: 'Carla', role: 'supervisor', practice: 'harbor' },
  dana: { key: 'dana', email: 'dana.whitfield@harbor.test', name: 'Dana Whitfield', preferred_name: null, role: 'admin', practice: 'harbor' },
  devon: { key: 'devon', email: 'devon.park@harbor.test', name: 'Devon Park', preferred_name: null, role: 'dev', practice: 'harbor' },
  sam: { key: 'sam', email: 'sam.lee@harbor.test', name: 'Sam Lee', preferred_name: 'Sam', role: 'client', practice: 'harbor' },
  omar: { key: 'omar', email: 'omar.haddad@riverside.test', name: 'Dr Omar Haddad', preferred_name: 'Omar', role: 'therapist', practice: 'riverside' },
};

export interface SeedClient {
  key: string;
  first_name: string;
  last_name: string;
  provider: PersonaKey;
  /** Persona who signs in to the portal as this client. */
  portal_user?: PersonaKey;
  date_of_birth: string;
}

export const seedClients: SeedClient[] = [
  { key: 'sam', first_name: 'Sam', last_name: 'Lee', provider: 'alice', portal_user: 'sam', date_of_birth: '1991-04-12' },
  { key: 'jordan', first_name: 'Jordan', last_name: 'Blake', provider: 'alice', date_of_birth: '1986-09-30' },
  { key: 'priya', first_name: 'Priya', last_name: 'Nair', provider: 'ben', date_of_birth: '1979-02-17' },
  { key: 'mateo', first_name: 'Mateo', last_name: 'Alvarez', provider: 'omar', date_of_birth: '2001-11-05' },
];
