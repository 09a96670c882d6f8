import { describe, expect, it } from 'vitest';
import { cardMemory } from './card-memory';

describe('the scorecards held in memory', () => {
  it('holds cards up to its bytes, dropping the least recently sent first', () => {
    const memory = cardMemory(10);
    memory.set('a', Buffer.from('1234'));
    memory.set('b', Buffer.from('5678'));
    expect(memory.get('a')?.toString()).toBe('1234'); // a is now the most recently sent
    memory.set('c', Buffer.from('90'.repeat(2)));
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')?.toString()).toBe('1234');
    expect(memory.get('c')?.toString()).toBe('9090');
  });

  it('holds no card larger than its bytes', () => {
    const memory = cardMemory(3);
    memory.set('big', Buffer.from('1234'));
    expect(memory.get('big')).toBeUndefined();
  });
});
