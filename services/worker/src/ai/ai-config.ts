import { optional, urlWithScheme, wholeNumber } from '@bolo/server-kit';
import { z } from 'zod';

export const AI_PROVIDERS = ['catalogue', 'openai'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** Which provider answers the `ai` queue, and how the worker reaches an OpenAI-compatible model. */
export interface AiConfig {
  /** 'catalogue': offline, from similar published items; 'openai': any chat-completions API (OpenAI, Ollama, vLLM). */
  provider: AiProviderName;
  baseUrl: string;
  /** Required for 'openai'; local servers accept any non-empty value. */
  apiKey: string | null;
  model: string;
  /** Per request to the model, retries not included. */
  timeoutMs: number;
  /** Further tries after a connection error, 408, 409, 429 or 5xx (the SDK's backoff). */
  maxRetries: number;
}

export const AI_VARIABLES = {
  AI_PROVIDER: optional(z.enum(AI_PROVIDERS, { error: `AI_PROVIDER must be ${AI_PROVIDERS.join(' or ')}` }).default('catalogue')),
  OPENAI_BASE_URL: optional(urlWithScheme('OPENAI_BASE_URL', ['http:', 'https:']).default(DEFAULT_OPENAI_BASE_URL)),
  OPENAI_API_KEY: optional(z.string().trim().optional()),
  OPENAI_MODEL: optional(z.string().trim().min(1, 'OPENAI_MODEL must name a model').default(DEFAULT_OPENAI_MODEL)),
  AI_TIMEOUT_MS: optional(wholeNumber('AI_TIMEOUT_MS', 1).default(20_000)),
  AI_MAX_RETRIES: optional(wholeNumber('AI_MAX_RETRIES', 0, 10).default(2)),
};

type AiVariables = typeof AI_VARIABLES;
export type AiEnv = { [K in keyof AiVariables]: z.output<AiVariables[K]> };

export function aiConfigProblems(env: Partial<AiEnv>): string[] {
  return env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY ? ['OPENAI_API_KEY must be set when AI_PROVIDER=openai (any value for a local server)'] : [];
}

export function buildAiConfig(env: AiEnv): AiConfig {
  return {
    provider: env.AI_PROVIDER,
    baseUrl: env.OPENAI_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.OPENAI_API_KEY || null,
    model: env.OPENAI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
  };
}
