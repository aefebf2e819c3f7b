import { ADMIN_FORM_SOURCES, CATEGORIES, invalidGeneratedItemMessage, ITEM_LIMITS, KNOWN_PLATFORMS, SUBCATEGORIES, type GeneratedItem } from '@bolo/contracts';
import OpenAI from 'openai';
import type { AiConfig } from './ai-config';
import { checkedItem, GenerationError, type ItemGenerator } from './item-generator';
import { repairAnswer } from './repair-answer';

const ALL_SUBCATEGORIES = [...new Set(Object.values(SUBCATEGORIES).flat())];

/** Structured output: servers that honour it (OpenAI, Ollama, vLLM) can only answer this shape. */
export const ITEM_JSON_SCHEMA = {
  name: 'bolo_item',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'description', 'category', 'subcategory', 'buyPrice', 'soldRange', 'platforms', 'notes', 'sourceLocations'],
    properties: {
      name: { type: 'string' },
      description: { type: 'string' },
      category: { type: 'string', enum: [...CATEGORIES] },
      subcategory: { type: 'string', enum: ['', ...ALL_SUBCATEGORIES] },
      buyPrice: { type: 'string' },
      soldRange: { type: 'string' },
      platforms: { type: 'array', items: { type: 'string', enum: [...KNOWN_PLATFORMS] } },
      notes: { type: 'string' },
      sourceLocations: { type: 'array', items: { type: 'string', enum: [...ADMIN_FORM_SOURCES] } },
    },
  },
} as const;

/** The rules of the item schema in words, with the exact names the answer may use. */
export const SYSTEM_PROMPT = [
  'You help resellers decide what secondhand items are worth buying to resell (BOLO: be on the look out).',
  'Given an item name, answer with one JSON object describing it, following these rules exactly:',
  `- name: the item's name, ${ITEM_LIMITS.nameMin}-${ITEM_LIMITS.nameMax} characters.`,
  `- description: what the item is and what makes it sell, ${ITEM_LIMITS.descriptionMin}-${ITEM_LIMITS.descriptionMax} characters, plain text.`,
  `- category: exactly one of ${CATEGORIES.map((c) => `"${c}"`).join(', ')}.`,
  '- subcategory: one of the subcategories of the chosen category, or "" when none fits:',
  ...CATEGORIES.map((c) => `  ${c}: ${SUBCATEGORIES[c].map((s) => `"${s}"`).join(', ')}`),
  '- buyPrice: the price range (USD) to pay when sourcing it, written "$min - $max".',
  '- soldRange: the price range (USD) it typically sells for, written "$min - $max"; its min is above the buyPrice max.',
  `  Every amount is between $${ITEM_LIMITS.priceMin} and $${ITEM_LIMITS.priceMax}; max is above min and at most ${ITEM_LIMITS.rangeRatioMax} times min.`,
  `- platforms: 1-${ITEM_LIMITS.listMax} of ${KNOWN_PLATFORMS.map((p) => `"${p}"`).join(', ')}, best first.`,
  `- notes: sourcing and selling tips for resellers, at most ${ITEM_LIMITS.notesMax} characters, plain text.`,
  `- sourceLocations: 1-${ITEM_LIMITS.listMax} of ${ADMIN_FORM_SOURCES.map((s) => `"${s}"`).join(', ')}, where to find it.`,
  'No HTML, no markdown, no text outside the JSON object.',
].join('\n');

/** Any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM), through the official SDK. */
export class OpenAiItemGenerator implements ItemGenerator {
  private readonly client: OpenAI;

  constructor(private readonly config: AiConfig) {
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      // Checked at startup for AI_PROVIDER=openai; local servers ignore it.
      apiKey: config.apiKey ?? 'unset',
      timeout: config.timeoutMs,
      maxRetries: config.maxRetries,
      fetch: fetchWithRealmSafeErrors,
    });
  }

  async generate(name: string): Promise<GeneratedItem> {
    const content = await this.ask(name);
    let answer: unknown;
    try {
      answer = JSON.parse(withoutCodeFence(content));
    } catch {
      throw new GenerationError(invalidGeneratedItemMessage('the answer is not JSON'));
    }
    return checkedItem({ ...repairAnswer(answer, name), provider: this.config.model });
  }

  /** The model's answer text, or a GenerationError saying what went wrong with the call. */
  private async ask(name: string): Promise<string> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.config.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Item name: ${name}` },
        ],
        response_format: { type: 'json_schema', json_schema: ITEM_JSON_SCHEMA as unknown as OpenAI.ResponseFormatJSONSchema['json_schema'] },
        temperature: 0.2,
      });
    } catch (error) {
      throw new GenerationError(this.describe(error));
    }
    const message = completion.choices?.[0]?.message;
    if (message?.refusal) throw new GenerationError(`The AI provider refused to describe this item: ${message.refusal}`);
    if (completion.choices?.[0]?.finish_reason === 'length') {
      throw new GenerationError(invalidGeneratedItemMessage('the answer was cut off (the model ran out of tokens)'));
    }
    if (typeof message?.content !== 'string' || message.content.trim() === '') {
      throw new GenerationError(invalidGeneratedItemMessage('the answer was empty'));
    }
    return message.content;
  }

  /** An SDK error as a sentence an admin (or the operator) can act on. */
  private describe(error: unknown): string {
    const { baseUrl, model, timeoutMs, maxRetries } = this.config;
    const tries = maxRetries > 0 ? ` (${maxRetries + 1} tries)` : '';
    if (error instanceof OpenAI.APIConnectionTimeoutError) return `The AI provider did not answer within ${timeoutMs} ms${tries}.`;
    if (error instanceof OpenAI.APIConnectionError) return `The AI provider at ${baseUrl} could not be reached${tries}.`;
    if (error instanceof OpenAI.AuthenticationError) return 'The AI provider refused the API key (401). Check OPENAI_API_KEY.';
    if (error instanceof OpenAI.PermissionDeniedError) return 'The AI provider denied access (403). Check OPENAI_API_KEY and the model.';
    if (error instanceof OpenAI.NotFoundError) return `The AI provider does not know the model "${model}" or the address ${baseUrl} (404).`;
    if (error instanceof OpenAI.RateLimitError) return `The AI provider is rate limiting requests (429)${tries}. Please try again later.`;
    if (error instanceof OpenAI.APIError && error.status !== undefined) {
      return `The AI provider failed (${error.status})${error.status >= 500 ? tries : ''}: ${firstLine(error.message)}`;
    }
    return `The AI provider call failed: ${error instanceof Error ? firstLine(error.message) : String(error)}`;
  }
}

/**
 * The SDK tells a timeout from other connection errors by the error's name, but only for Error
 * instances: a fetch from another realm (the one a test runner's sandbox sees) throws an abort
 * that fails `instanceof Error` and would be reported as "could not be reached".
 */
const fetchWithRealmSafeErrors: typeof fetch = (input, init) =>
  fetch(input, init).catch((error: unknown) => {
    if (error instanceof Error || typeof error !== 'object' || error === null) throw error;
    const { name, message } = error as { name?: unknown; message?: unknown };
    throw Object.assign(new Error(String(message ?? 'fetch failed')), { name: String(name ?? 'Error'), cause: error });
  });

/** Some local models wrap JSON in a markdown fence despite the instructions. */
function withoutCodeFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced ? fenced[1] : content;
}

const firstLine = (text: string): string => text.split('\n')[0].slice(0, 300);
