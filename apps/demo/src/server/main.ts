import { startDemo } from './index.js';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`demo: set ${name} (the Kassa server prints its test keys when it starts)`);
    process.exit(1);
  }
  return value;
}

const demo = await startDemo({
  port: Number(process.env.DEMO_PORT ?? 4243),
  providerUrl: process.env.KASSA_URL ?? 'http://127.0.0.1:4242',
  publishableKey: required('KASSA_PUBLISHABLE_KEY'),
  secretKey: required('KASSA_SECRET_KEY'),
});
console.log(`Demo shop on ${demo.url}`);

const stop = () => void demo.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
