import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/** Admin-tunable staff security: the idle logout and who must use a second factor; one item. */
export const securitySettingsEntity = defineEntity('securitySettings', {
  attributes: {
    /** Minutes without activity in the admin area before the session ends (5 to 120). */
    idleMinutes: { type: 'number', required: true, default: 15 },
    /** Every staff member, not only admins, must sign in with a second factor. */
    twoFactorForEveryone: { type: 'boolean', required: true, default: false },
    updatedAt: { type: 'string', watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byScope: tableKey('settings', 'security'),
  },
});

export type SecuritySettingsItem = EntityItem<typeof securitySettingsEntity>;
