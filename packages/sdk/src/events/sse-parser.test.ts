import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser.ts';

function parse(...chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  return { events, parser };
}

describe('createSseParser', () => {
  it('dispatches an event with its id, name and data on a blank line', () => {
    const { events, parser } = parse('id: 7\nevent: status\ndata: {"status":"completed"}\n\n');

    expect(events).toEqual([{ type: 'status', data: '{"status":"completed"}', lastEventId: '7' }]);
    expect(parser.lastEventId).toBe('7');
  });

  it('names an event without an event field "message"', () => {
    expect(parse('data: hi\n\n').events).toEqual([
      { type: 'message', data: 'hi', lastEventId: '' },
    ]);
  });

  it('ignores comment lines, such as the server heartbeat', () => {
    const { events } = parse(': heartbeat\n\n', ':\n', 'data: a\n: inside\n\n');

    expect(events.map((event) => event.data)).toEqual(['a']);
  });

  it('joins data lines with newlines', () => {
    expect(parse('data: one\ndata: two\ndata\n\n').events[0]?.data).toBe('one\ntwo\n');
  });

  it('reassembles lines and events split across chunks, whatever the line endings', () => {
    const { events } = parse(
      'id: 1\r',
      '\ndata: {"a"',
      ':1}\r\n\r',
      '\nid: 2\rdata: b\r\r',
      'data: c\n',
      '\n',
    );

    expect(events).toEqual([
      { type: 'message', data: '{"a":1}', lastEventId: '1' },
      { type: 'message', data: 'b', lastEventId: '2' },
      { type: 'message', data: 'c', lastEventId: '2' },
    ]);
  });

  it('does not take a lone LF after an already-closed CR line as a second blank line', () => {
    const { events } = parse('data: x\r', '\n', '\n');

    expect(events).toHaveLength(1);
  });

  it('keeps the last id for later events and moves it on an id-only block', () => {
    const { events, parser } = parse('id: 1\ndata: a\n\ndata: b\n\nid: 9\n\n');

    expect(events.map((event) => event.lastEventId)).toEqual(['1', '1']);
    expect(parser.lastEventId).toBe('9');
  });

  it('ignores an id containing NUL, retry lines and unknown fields', () => {
    const { events } = parse('id: 1\n\nid: a\u0000b\nretry: 5000\nfoo: bar\ndata: x\n\n');

    expect(events).toEqual([{ type: 'message', data: 'x', lastEventId: '1' }]);
  });

  it('strips one space after the colon only, and a leading byte-order mark', () => {
    expect(parse('\uFEFFdata:  two spaces\n\n').events[0]?.data).toBe(' two spaces');
  });

  it('does not dispatch an event that lacks its closing blank line', () => {
    expect(parse('data: partial\n').events).toEqual([]);
  });

  it('starts from a given last event id', () => {
    const events: ServerSentEvent[] = [];
    createSseParser((event) => events.push(event), '41').feed('data: x\n\n');

    expect(events[0]?.lastEventId).toBe('41');
  });
});
