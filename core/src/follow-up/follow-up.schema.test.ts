import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_MESSAGE_REQUIRED } from './follow-up-code';
import { followUpMessageSchema, staffReplySchema } from './follow-up.schema';
import { stripBidiControls } from '../text/bidi';

describe('follow-up messages lose the invisible direction controls on the way in', () => {
  const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];

  it('drops every embedding, override, isolate and mark, and keeps the rest of the text', () => {
    expect(stripBidiControls(`Мій номер \u202E7654321760\u202C, дзвоніть після 18:00`)).toBe('Мій номер 7654321760, дзвоніть після 18:00');
    for (const c of controls) expect(stripBidiControls(`а${c}б`)).toBe('аб');
    // Emoji joiners and ordinary punctuation stay.
    expect(stripBidiControls('👩\u200D👧 «Дякую» — 2×')).toBe('👩\u200D👧 «Дякую» — 2×');
  });

  it('stores the person’s message and the staff reply without them; a message of nothing but controls is empty', () => {
    const person = followUpMessageSchema.parse({ code: 'ABCD-EFGH-JKMN', text: '\u2067Привіт\u2069 \u202Eсвіт' });
    const staff = staffReplySchema.parse({ text: '\u202DМи поруч\u202C' });
    expect(person.text).toBe('Привіт світ');
    expect(staff.text).toBe('Ми поруч');
    const empty = followUpMessageSchema.safeParse({ code: 'ABCD-EFGH-JKMN', text: controls.join(' ') });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(FOLLOW_UP_MESSAGE_REQUIRED);
  });
});
