import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/** Admin-tunable appeal rules (docs/decisions.md); one item. */
export const settingsEntity = defineEntity('settings', {
  attributes: {
    scope: { type: 'string', required: true, default: 'appeals' },
    serviceLevelHours: { type: 'number', required: true, default: 72 },
    urgentWindowHours: { type: 'number', required: true, default: 24 },
    /** Service level of a high-risk appeal (risk screening). */
    highRiskServiceLevelHours: { type: 'number', required: true, default: 24 },
    duplicateWindowDays: { type: 'number', required: true, default: 30 },
    formLimitPerHour: { type: 'number', required: true, default: 20 },
    formLimitPerDay: { type: 'number', required: true, default: 240 },
    /** Months a finished appeal's personal data are kept before the retention job anonymises them. */
    retentionMonths: { type: 'number', required: true, default: 24 },
    /** Months a read-audit record is kept (its TTL). */
    readAuditMonths: { type: 'number', required: true, default: 36 },
    updatedAt: { type: 'string', watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byScope: tableKey('settings', '${scope}'),
  },
});

export type SettingsItem = EntityItem<typeof settingsEntity>;
