import { describe, expect, it } from 'vitest';
import { createToolCallAssembler } from './tool-calls';

describe('createToolCallAssembler', () => {
  it('joins interleaved argument pieces by index and keeps the calls in index order', () => {
    const a = createToolCallAssembler();
    a.add([{ index: 1, id: 'b', function: { name: 'get_budget', arguments: '{"cat' } }]);
    a.add([{ index: 0, id: 'a', function: { name: 'add_task', arguments: '{"title":' } }]);
    a.add([{ index: 1, function: { arguments: 'egory":"Catering"}' } }]);
    a.add([{ index: 0, function: { arguments: '"Book"}' } }]);
    expect(a.calls()).toEqual([
      { id: 'a', name: 'add_task', arguments: '{"title":"Book"}' },
      { id: 'b', name: 'get_budget', arguments: '{"category":"Catering"}' },
    ]);
  });

  it('keeps a repeated name once, makes an id when the server sends none, and drops nameless calls', () => {
    const a = createToolCallAssembler();
    a.add([{ index: 0, function: { name: 'tasks_due', arguments: '{}' } }]);
    a.add([{ index: 0, function: { name: 'tasks_due' } }]);
    a.add([{ index: 1, function: { arguments: '{}' } }]);
    a.add(undefined);
    expect(a.calls()).toEqual([{ id: 'call_0', name: 'tasks_due', arguments: '{}' }]);
  });
});
