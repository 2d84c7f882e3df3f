const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in its canonical text form: safe to cast to PostgreSQL's uuid type. */
export const isUuid = (text: string): boolean => uuidPattern.test(text);
