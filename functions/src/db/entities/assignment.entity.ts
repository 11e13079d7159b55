import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../service-name';

const ID_PADDING = { length: 10, char: '0' } as const;

/**
 * An appeal-history record: one executor carrying one requested assistance type
 * of an appeal. Lives in its appeal's partition; found by its own id through gsi1
 * and listed per executor (newest first) through gsi2, or per executor and
 * community through gsi4 (the history's community filter reads only its rows).
 */
export const assignmentEntity = new Entity({
  model: { entity: 'assignment', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'number', required: true, padding: ID_PADDING },
    appealId: { type: 'number', required: true, padding: ID_PADDING },
    userId: { type: 'number', required: true },
    assistanceTypeId: { type: 'number', required: true },
    statusId: { type: 'number', required: true },
    /** BBCode source of 'Важлива інформація', HTML tags stripped. */
    comment: { type: 'string' },
    deadlineAt: { type: 'number', required: true },
    regionId: { type: 'number', required: true },
    communityId: { type: 'string', required: true },
    finishedAt: { type: 'string' },
    /** The person wrote on /status since the executor last opened or answered: the record's 'нове повідомлення' badge. */
    unreadPersonMessage: { type: 'boolean' },
    /** Sparse gsi3 while unread: 'unread#<userId>' / '<createdAt>#<pad(id)>', the executor's 'Нові повідомлення'. */
    unreadKey: { type: 'string', field: 'gsi3pk' },
    unreadSort: { type: 'string', field: 'gsi3sk' },
    version: { type: 'number', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byAppeal: {
      pk: { field: 'pk', composite: ['appealId'], template: 'appeal#${appealId}' },
      sk: { field: 'sk', composite: ['id'], template: 'assignment#${id}' },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['id'], template: 'assignment#${id}' },
      sk: { field: 'gsi1sk', composite: [], template: 'assignment' },
    },
    byExecutor: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userId'], template: 'executor#${userId}' },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}' },
    },
    byExecutorCommunity: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['userId', 'communityId'], template: 'executor#${userId}#c#${communityId}' },
      sk: { field: 'gsi4sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}' },
    },
  },
});

export type AssignmentItem = EntityItem<typeof assignmentEntity>;
