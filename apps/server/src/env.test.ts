import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, demo mode on, built-in AI', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DEMO_MODE: 'auto', AI_PROVIDER: 'builtin', PUBLIC_URL: 'http://localhost:3000' });
    expect(env.DATA_DIR).toMatch(/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('fails loudly, naming each bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', DEMO_MODE: 'maybe' })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*DEMO_MODE/);
  });

  it('asks for what an LLM provider needs', () => {
    expect(() => loadEnv({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3' })).toThrow(/AI_BASE_URL: required when AI_PROVIDER is openai-compatible/);
    expect(() => loadEnv({ AI_PROVIDER: 'anthropic' })).toThrow(/AI_MODEL[\s\S]*AI_API_KEY/);
    expect(loadEnv({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3', AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).AI_PROVIDER).toBe('openai-compatible');
  });

  it('reads DEMO_MODE=off and treats empty variables as unset', () => {
    expect(loadEnv({ DEMO_MODE: 'off', DATABASE_URL: '' }).DEMO_MODE).toBe(false);
  });
});
