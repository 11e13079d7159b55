import { describe, expect, it } from 'vitest';
import { appealSettingsSchema, assistanceNameSchema } from './settings-schema';

describe('appealSettingsSchema', () => {
  it('reads the form strings as whole numbers', () => {
    const parsed = appealSettingsSchema.parse({
      serviceLevelHours: '72',
      urgentWindowHours: '24',
      highRiskServiceLevelHours: '24',
      duplicateWindowDays: '30',
      formLimitPerHour: '20',
      formLimitPerDay: '240',
      retentionMonths: '24',
      readAuditMonths: '36',
    });
    expect(parsed).toEqual({
      serviceLevelHours: 72,
      urgentWindowHours: 24,
      highRiskServiceLevelHours: 24,
      duplicateWindowDays: 30,
      formLimitPerHour: 20,
      formLimitPerDay: 240,
      retentionMonths: 24,
      readAuditMonths: 36,
    });
  });

  it('keeps the server bounds with Ukrainian messages', () => {
    const result = appealSettingsSchema.safeParse({
      serviceLevelHours: '0',
      urgentWindowHours: '200',
      highRiskServiceLevelHours: '0',
      duplicateWindowDays: '1.5',
      formLimitPerHour: '20',
      formLimitPerDay: '240',
      retentionMonths: '0',
      readAuditMonths: '121',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      'Термін опрацювання: не менше 1',
      'Вікно терміновості: не більше 168',
      'Термін для високого ризику: не менше 1',
      'Вікно дублікатів: ціле число',
      'Строк зберігання даних звернення: не менше 1',
      'Строк зберігання журналу переглядів: не більше 120',
    ]);
  });
});

describe('assistanceNameSchema', () => {
  it('needs 3 to 100 characters', () => {
    expect(assistanceNameSchema.safeParse('  Ок ').success).toBe(false);
    expect(assistanceNameSchema.parse(' Юридична консультація ')).toBe('Юридична консультація');
  });
});
