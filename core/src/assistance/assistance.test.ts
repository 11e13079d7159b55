import { describe, expect, it } from 'vitest';
import {
  ASSISTANCE_TYPES,
  assistansTypeText,
  canExecute,
  childrenFromAssistance,
  isFunctionDisabled,
  isMonitoringOnly,
  isValidFunctionSet,
  MINORS_ID,
  MONITORING_ID,
  splitAssistansType,
  toggleFunction,
} from './assistance';

describe('assistance types', () => {
  it('name each type once, and the ids the rules single out are the types they mean', () => {
    expect(new Set(ASSISTANCE_TYPES.map((t) => t.id)).size).toBe(ASSISTANCE_TYPES.length);
    expect(new Set(ASSISTANCE_TYPES.map((t) => t.description)).size).toBe(ASSISTANCE_TYPES.length);
    expect(ASSISTANCE_TYPES.find((t) => t.id === MONITORING_ID)?.description).toBe('Моніторинг');
    expect(ASSISTANCE_TYPES.find((t) => t.id === MINORS_ID)?.description).toBe('По справах неповнолітніх дітей');
  });
});

describe('canExecute', () => {
  it('is true when the first function is a help type', () => {
    expect(canExecute([1, 3])).toBe(true);
    expect(canExecute([{ id: 2, description: 'Юридична консультація' }])).toBe(true);
  });

  it('is false when the first function is 0 or Monitoring', () => {
    expect(canExecute([0, 1])).toBe(false);
    expect(canExecute([7])).toBe(false);
    expect(canExecute([{ id: 12, description: 'Моніторинг' }])).toBe(false);
  });

  it('is false with no function', () => {
    expect(canExecute([])).toBe(false);
  });
});

describe('function sets', () => {
  it('know Monitoring alone', () => {
    expect(isMonitoringOnly([7])).toBe(true);
    expect(isMonitoringOnly([{ id: 7 }])).toBe(true);
    expect(isMonitoringOnly([7, 1])).toBe(false);
    expect(isMonitoringOnly([1])).toBe(false);
    expect(isMonitoringOnly([])).toBe(false);
  });

  it('accept Monitoring only alone and need at least one function', () => {
    expect(isValidFunctionSet([1, 2])).toBe(true);
    expect(isValidFunctionSet([7])).toBe(true);
    expect(isValidFunctionSet([1, 7])).toBe(false);
    expect(isValidFunctionSet([])).toBe(false);
  });
});

describe('toggleFunction', () => {
  it('adds and removes a function', () => {
    expect(toggleFunction([1], 3)).toEqual([1, 3]);
    expect(toggleFunction([1, 3], 1)).toEqual([3]);
  });

  it('replaces every other function when Monitoring is picked', () => {
    expect(toggleFunction([1, 2, 3], 7)).toEqual([7]);
  });

  it('ignores other functions while Monitoring is picked, and frees them once it is unticked', () => {
    // Prepare
    const selected = [7];
    // Act
    const afterOther = toggleFunction(selected, 2);
    const afterUntick = toggleFunction(selected, 7);
    // Assess
    expect(afterOther).toEqual([7]);
    expect(isFunctionDisabled(selected, 2)).toBe(true);
    expect(isFunctionDisabled(selected, 7)).toBe(false);
    expect(afterUntick).toEqual([]);
    expect(isFunctionDisabled(afterUntick, 2)).toBe(false);
  });
});

describe('assistans_type text', () => {
  it('joins the chosen descriptions with line breaks, in the chosen order', () => {
    expect(assistansTypeText([4, 1])).toBe('Медична допомога\nПсихологічна допомога');
  });

  it('uses the given list and skips unknown ids', () => {
    expect(assistansTypeText([1, 99], [{ id: 1, description: 'Психолог' }])).toBe('Психолог');
  });

  it('splits back into descriptions', () => {
    expect(splitAssistansType('Медична допомога\n Психологічна допомога \n')).toEqual(['Медична допомога', 'Психологічна допомога']);
    expect(splitAssistansType(null)).toEqual([]);
  });
});

describe('childrenFromAssistance', () => {
  it('sets help for one child when the minors type is ticked', () => {
    expect(childrenFromAssistance([1, 6])).toEqual({ children_help: true, children_count: 1 });
  });

  it('clears it otherwise', () => {
    expect(childrenFromAssistance([1])).toEqual({ children_help: false, children_count: 0 });
  });
});
