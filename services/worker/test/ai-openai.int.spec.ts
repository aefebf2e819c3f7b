import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatedItemFields, type GeneratedItem } from '@bolo/contracts';
import { Logger } from '@nestjs/common';
import { loadWorkerConfig } from '../src/config/worker-config';
import { AiProcessor } from '../src/ai/ai.processor';
import { OpenAiItemGenerator } from '../src/ai/openai-generator';
import type { AiConfig } from '../src/ai/ai-config';

/** One request as the fake server saw it. */
interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** What the fake answers a request with: a status and a body, optionally after a delay. */
type Reply = { status?: number; content?: string; body?: unknown; delayMs?: number };

/**
 * A local server speaking the chat-completions protocol (POST /v1/chat/completions), as OpenAI,
 * Ollama and vLLM do. Each test queues the replies it wants; the last one repeats.
 */
class FakeChatServer {
  readonly seen: SeenRequest[] = [];
  private replies: Reply[] = [];
  private server!: Server;
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void readBody(req).then(async (raw) => {
        this.seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw || '{}') as Record<string, unknown> });
        const reply = this.replies.length > 1 ? (this.replies.shift() as Reply) : (this.replies[0] ?? { content: '{}' });
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (res.destroyed) return;
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        const status = reply.status ?? 200;
        const body = reply.body ?? (status === 200 ? completion(reply.content ?? '') : { error: { message: `fake error ${status}`, type: 'server_error' } });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  answer(...replies: Reply[]): void {
    this.replies = replies;
    this.seen.length = 0;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

const VALID_ANSWER = {
  name: 'Nintendo Game Boy Color',
  description: 'Handheld console from 1998; working units with clean screens sell fast.',
  category: 'Gaming',
  subcategory: 'Consoles & Accessories',
  buyPrice: '$15 - $30',
  soldRange: '$50 - $90',
  platforms: ['eBay', 'Mercari'],
  notes: 'Test the screen and the battery contacts.',
  sourceLocations: ['Garage Sales', 'Thrift Stores'],
};

describe('OpenAI-compatible provider (the openai SDK against a local chat-completions server)', () => {
  const fake = new FakeChatServer();
  const config = (overrides: Partial<AiConfig> = {}): AiConfig => ({
    provider: 'openai',
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test-key',
    model: 'test-model',
    timeoutMs: 5_000,
    maxRetries: 0,
    ...overrides,
  });

  beforeAll(async () => {
    Logger.overrideLogger(false);
    await fake.start();
  });
  afterAll(() => fake.stop());

  it('turns a valid answer into a GeneratedItem, sending the model, the key and a strict JSON schema', async () => {
    fake.answer({ content: JSON.stringify(VALID_ANSWER) });
    const item = await new OpenAiItemGenerator(config()).generate('Game Boy Color');

    expect(item).toEqual<GeneratedItem>({ ...VALID_ANSWER, provider: 'test-model' });
    expect(generatedItemFields(item).success).toBe(true);

    expect(fake.seen).toHaveLength(1);
    const [request] = fake.seen;
    expect(request.authorization).toBe('Bearer sk-test-key');
    expect(request.body.model).toBe('test-model');
    expect(request.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: expect.objectContaining({ name: 'bolo_item', strict: true, schema: expect.objectContaining({ type: 'object', additionalProperties: false }) }),
    });
    const messages = request.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('"Tools & Industrial"') });
    expect(messages[0].content).toContain('"Consoles & Accessories"');
    expect(messages[1]).toEqual({ role: 'user', content: 'Item name: Game Boy Color' });
  });

  it('repairs what is safe to repair: category case, unknown platforms and subcategories, price text, free-text sources, spacing', async () => {
    fake.answer({
      content: JSON.stringify({
        ...VALID_ANSWER,
        name: '  Nintendo Game Boy Color ',
        category: 'gaming',
        subcategory: 'Handhelds',
        buyPrice: '$5-$15',
        soldRange: '90 – 50',
        platforms: ['ebay', 'Craigslist', 'Facebook Marketplace', 'eBay'],
        sourceLocations: ['local garage sales', 'church rummage sale', 'estate auctions'],
      }),
    });
    const item = await new OpenAiItemGenerator(config()).generate('Game Boy Color');

    expect(item).toMatchObject({
      name: 'Nintendo Game Boy Color',
      category: 'Gaming',
      subcategory: '',
      buyPrice: '$5 - $15',
      soldRange: '$50 - $90',
      platforms: ['eBay', 'Facebook'],
      // Unmatched text defaults to Thrift Stores, as on the admin AI page.
      sourceLocations: ['Garage Sales', 'Thrift Stores', 'Estate Sales'],
    });
    expect(generatedItemFields(item).success).toBe(true);
  });

  it('accepts JSON wrapped in a markdown fence (some local models add one)', async () => {
    fake.answer({ content: '```json\n' + JSON.stringify(VALID_ANSWER) + '\n```' });
    await expect(new OpenAiItemGenerator(config()).generate('Game Boy Color')).resolves.toMatchObject({ category: 'Gaming' });
  });

  it.each([
    ['not JSON', 'Sure! Here is your item: Game Boy', 'The AI provider returned an answer that is not a valid item: the answer is not JSON'],
    ['a JSON list', '[1, 2]', 'The AI provider returned an answer that is not a valid item: the answer is not a JSON object'],
    ['missing fields', JSON.stringify({ name: 'Game Boy' }), 'The AI provider returned an answer that is not a valid item: category: Category is required'],
    ['a short description', JSON.stringify({ ...VALID_ANSWER, description: 'Nice.' }), 'The AI provider returned an answer that is not a valid item: description: Description must be at least 10 characters'],
    ['a single price', JSON.stringify({ ...VALID_ANSWER, buyPrice: '$15' }), 'The AI provider returned an answer that is not a valid item: buyPrice: Maximum buy price must be greater than minimum buy price'],
    ['no platform it knows', JSON.stringify({ ...VALID_ANSWER, platforms: ['Craigslist'] }), 'The AI provider returned an answer that is not a valid item: platforms: At least one platform is required'],
    ['script content', JSON.stringify({ ...VALID_ANSWER, notes: 'see <script>alert(1)</script>' }), 'The AI provider returned an answer that is not a valid item: notes: Invalid content detected'],
    ['an empty answer', '', 'The AI provider returned an answer that is not a valid item: the answer was empty'],
  ])('refuses %s with a clear message, never passing it through', async (_case, content, message) => {
    fake.answer({ content });
    await expect(new OpenAiItemGenerator(config()).generate('Game Boy Color')).rejects.toThrow(new Error(message));
  });

  it('fails the job with that message through the ai queue processor (no retry)', async () => {
    fake.answer({ content: 'not json at all' });
    const processor = new AiProcessor(new OpenAiItemGenerator(config()));
    await expect(processor.generateItem({ name: 'Game Boy Color', requestId: 'request-0001' })).rejects.toMatchObject({
      name: 'UnrecoverableError',
      message: 'The AI provider returned an answer that is not a valid item: the answer is not JSON',
    });
  });

  it('retries a 500 (AI_MAX_RETRIES) and then succeeds', async () => {
    fake.answer({ status: 500 }, { content: JSON.stringify(VALID_ANSWER) });
    const item = await new OpenAiItemGenerator(config({ maxRetries: 2 })).generate('Game Boy Color');
    expect(item.category).toBe('Gaming');
    expect(fake.seen).toHaveLength(2);
  });

  it('gives up after the retries with the status in the message', async () => {
    fake.answer({ status: 503 });
    await expect(new OpenAiItemGenerator(config({ maxRetries: 1 })).generate('Game Boy Color')).rejects.toThrow(/^The AI provider failed \(503\) \(2 tries\): /);
    expect(fake.seen).toHaveLength(2);
  });

  it('times out a slow server after AI_TIMEOUT_MS', async () => {
    fake.answer({ content: JSON.stringify(VALID_ANSWER), delayMs: 1_000 });
    const started = Date.now();
    await expect(new OpenAiItemGenerator(config({ timeoutMs: 300 })).generate('Game Boy Color')).rejects.toThrow(new Error('The AI provider did not answer within 300 ms.'));
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('says the key was refused on a 401', async () => {
    fake.answer({ status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } } });
    await expect(new OpenAiItemGenerator(config()).generate('Game Boy Color')).rejects.toThrow(new Error('The AI provider refused the API key (401). Check OPENAI_API_KEY.'));
  });

  it('says the server could not be reached when nothing listens', async () => {
    await expect(new OpenAiItemGenerator(config({ baseUrl: 'http://127.0.0.1:9/v1' })).generate('Game Boy Color')).rejects.toThrow(
      new Error('The AI provider at http://127.0.0.1:9/v1 could not be reached.'),
    );
  });
});

describe('AI provider configuration', () => {
  it('defaults to the offline catalogue provider', () => {
    expect(loadWorkerConfig({}).ai).toEqual({ provider: 'catalogue', baseUrl: 'https://api.openai.com/v1', apiKey: null, model: 'gpt-4o-mini', timeoutMs: 20_000, maxRetries: 2 });
  });

  it('reads the OpenAI-compatible settings', () => {
    const env = { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1/', OPENAI_API_KEY: 'ollama', OPENAI_MODEL: 'llama3.1', AI_TIMEOUT_MS: '60000', AI_MAX_RETRIES: '0' };
    expect(loadWorkerConfig(env).ai).toEqual({ provider: 'openai', baseUrl: 'http://localhost:11434/v1', apiKey: 'ollama', model: 'llama3.1', timeoutMs: 60_000, maxRetries: 0 });
  });

  it('requires a key for the openai provider and refuses unknown values', () => {
    expect(() => loadWorkerConfig({ AI_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY must be set when AI_PROVIDER=openai/);
    expect(() => loadWorkerConfig({ AI_PROVIDER: 'magic', AI_TIMEOUT_MS: '0', OPENAI_BASE_URL: 'ftp://x' })).toThrow(
      /AI_PROVIDER must be catalogue or openai.*OPENAI_BASE_URL must be a URL starting with http:\/\/ or https:\/\/.*AI_TIMEOUT_MS must be a whole number of at least 1/,
    );
  });
});
