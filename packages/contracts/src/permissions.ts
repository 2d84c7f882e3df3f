/**
 * One vocabulary for both sides: the server guard and the web's `can()` read this map.
 * A demo user acts with the permissions of its character (a demo therapist is a therapist).
 */
export const roles = ['client', 'therapist', 'supervisor', 'admin', 'dev', 'demo'] as const;
export type Role = (typeof roles)[number];

export const characterTypes = ['client', 'parent_of_client', 'part_of_couple', 'admin', 'therapist'] as const;
export type CharacterType = (typeof characterTypes)[number];

export const permissions = [
  'self:read', // own account, preferences, notifications
  'search:use',
  'clients:read',
  'clients:write',
  'notes:read',
  'notes:write',
  'notes:approve',
  'conversations:use',
  'vault:use',
  'users:read',
  'users:manage',
  'audit:read',
  'admin:settings',
  'reports:read',
  'dev:console',
  'portal:self',
  'billing:read', // charges, payments, ledgers, superbills of the clients one may see
  'billing:write', // record charges, payments, write-offs, refunds; generate superbills and claims
  'billing:settings', // the practice's fee schedule and billing identity
  'leads:manage', // the practice's inquiries, its embeddable form, converting a lead into a client
  'risk:write', // risk assessments and safety plans of the clients one may see (reading them is clients:read)
] as const;
export type Permission = (typeof permissions)[number];

const clinician: Permission[] = [
  'self:read',
  'search:use',
  'clients:read',
  'clients:write',
  'notes:read',
  'notes:write',
  'notes:approve',
  'conversations:use',
  'vault:use',
  'billing:read',
  'billing:write',
  'leads:manage',
  'risk:write',
];

/** Permissions each acting role holds. Record scope (own caseload, practice…) is applied by repositories. */
export const rolePermissions: Record<Exclude<Role, 'demo'>, readonly Permission[]> = {
  client: ['self:read', 'portal:self'],
  // A therapist in solo practice sets their own fees; in a group the admin does (both may).
  therapist: [...clinician, 'billing:settings'],
  supervisor: [...clinician, 'users:read', 'reports:read'],
  admin: [
    'self:read',
    'search:use',
    'clients:read',
    'clients:write',
    'notes:read',
    'conversations:use',
    'vault:use',
    'users:read',
    'users:manage',
    'audit:read',
    'admin:settings',
    'reports:read',
    'billing:read',
    'billing:write',
    'billing:settings',
    'leads:manage',
  ],
  dev: ['self:read', 'dev:console'],
};

export type ActingRole = keyof typeof rolePermissions;

const characterRole: Record<CharacterType, ActingRole> = {
  client: 'client',
  parent_of_client: 'client',
  part_of_couple: 'client',
  admin: 'admin',
  therapist: 'therapist',
};

export interface RoleBearer {
  role: Role;
  demo_mode?: boolean;
  character_type?: string | null;
  /** An admin who also sees clients (spec 2.8: the three-section mobile menu). */
  is_provider?: boolean;
}

/** The role whose permissions apply: a demo user acts as its character (unknown character → client, the least). */
export function actingRole(user: RoleBearer): ActingRole {
  if (user.role !== 'demo') return user.role;
  const character = characterTypes.find((c) => c === user.character_type);
  return character ? characterRole[character] : 'client';
}

export function permissionsFor(user: RoleBearer): readonly Permission[] {
  const own = rolePermissions[actingRole(user)];
  if (user.role === 'admin' && user.is_provider) return [...new Set([...own, ...rolePermissions.therapist])];
  return own;
}

/**
 * Holds a caseload, so may be a client's clinician: a therapist or supervisor always, an admin only
 * when they also see clients (`is_provider`, asked at /register and set in /admin/users). Every
 * clinician picker and assignment reads this; the server's SQL twin is `clinicianUsers` in
 * apps/server/src/auth/access.ts.
 */
export function isClinician(user: RoleBearer): boolean {
  const acting = actingRole(user);
  return acting === 'therapist' || acting === 'supervisor' || (acting === 'admin' && !!user.is_provider);
}

export function can(user: RoleBearer | null | undefined, permission: Permission): boolean {
  return !!user && permissionsFor(user).includes(permission);
}

/** Spec section 3: role client, or demo mode with character client, parent_of_client or part_of_couple. */
export function isClientLike(user: RoleBearer): boolean {
  return actingRole(user) === 'client';
}
