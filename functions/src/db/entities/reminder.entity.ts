import { Entity } from '../electrodb';
import { SERVICE } from '../service-name';

/**
 * The expiry job's mark on an appeal or assignment whose deadline passed: its
 * conditional write is what makes 'one reminder each' hold across runs.
 */
export const reminderEntity = new Entity({
  model: { entity: 'reminder', version: '1', service: SERVICE },
  attributes: {
    subject: { type: 'string', required: true },
    deadlineAt: { type: 'string', required: true },
    markedAt: { type: 'string', required: true },
    recipients: { type: 'number', required: true },
  },
  indexes: {
    bySubject: {
      pk: { field: 'pk', composite: ['subject'], template: 'reminder#${subject}', casing: 'none' },
      sk: { field: 'sk', composite: ['deadlineAt'], template: 'deadline#${deadlineAt}', casing: 'none' },
    },
  },
});
