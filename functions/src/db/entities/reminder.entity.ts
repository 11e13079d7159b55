import { defineEntity, tableKey } from '../entity-schema';

/**
 * The expiry job's mark on an appeal or assignment whose deadline passed: its
 * conditional write is what makes 'one reminder each' hold across runs.
 */
export const reminderEntity = defineEntity('reminder', {
  attributes: {
    subject: { type: 'string', required: true },
    deadlineAt: { type: 'string', required: true },
    markedAt: { type: 'string', required: true },
    recipients: { type: 'number', required: true },
  },
  indexes: {
    bySubject: tableKey('reminder#${subject}', 'deadline#${deadlineAt}', { casing: 'none' }),
  },
});
