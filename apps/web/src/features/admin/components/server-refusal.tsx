// Moved to components/ (the dev console uses it too); admin pages still import it from here.
export { ServerRefusal } from '@/components/server-refusal';
