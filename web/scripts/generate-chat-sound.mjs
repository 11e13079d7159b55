// Writes web/public/sounds/chat-message.wav: a soft two-note chime (880 Hz, then
// 1320 Hz), 0.3 s, 22.05 kHz mono 16-bit PCM. Run: node web/scripts/generate-chat-sound.mjs
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stdout } from 'node:process';
import { fileURLToPath } from 'node:url';

const rate = 22_050;
const notes = [
  { hz: 880, seconds: 0.12 },
  { hz: 1320, seconds: 0.18 },
];
const samples = [];
for (const { hz, seconds } of notes) {
  const n = Math.round(rate * seconds);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    // 5 ms attack, exponential decay: no clicks at the edges.
    const envelope = Math.min(1, t / 0.005) * Math.exp(-t * 12);
    samples.push(Math.round(0.35 * envelope * Math.sin(2 * Math.PI * hz * t) * 32767));
  }
}
const data = Buffer.alloc(samples.length * 2);
samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(rate, 24);
header.writeUInt32LE(rate * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'sounds', 'chat-message.wav');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, Buffer.concat([header, data]));
stdout.write(`wrote ${out} (${44 + data.length} bytes)\n`);
