#!/usr/bin/env node
// node tools/stripe-emulator/dist/main.js --port 12111 --webhook-url http://127.0.0.1:3000/api/stripe/webhook --webhook-secret whsec_...
import { EMULATOR_DEFAULTS } from '@bolo/billing';
import { DEFAULT_WEBHOOK_URL, startStripeEmulator } from './server';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main(): Promise<void> {
  const port = Number(option('port') ?? process.env.STRIPE_EMULATOR_PORT ?? EMULATOR_DEFAULTS.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be a port number');
  const webhookUrl = option('webhook-url') ?? process.env.STRIPE_EMULATOR_WEBHOOK_URL ?? DEFAULT_WEBHOOK_URL;
  const webhookSecret = option('webhook-secret') ?? process.env.STRIPE_WEBHOOK_SECRET ?? EMULATOR_DEFAULTS.webhookSecret;
  const emulator = await startStripeEmulator({
    port,
    host: option('host') ?? '127.0.0.1',
    webhookUrl: webhookUrl === 'none' ? null : webhookUrl,
    webhookSecret,
    publicUrl: option('public-url'),
    log: (line) => console.log(line),
  });
  console.log(`Stripe emulator on ${emulator.url} (API ${emulator.emulator.apiVersion}; checkout pages ${emulator.url}/checkout/<id>; events to ${webhookUrl})`);
  const stop = () => void emulator.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`stripe-emulator: ${error.message}`);
  process.exit(1);
});
