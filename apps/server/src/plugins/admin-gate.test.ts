import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makeAdminGate } from './admin-gate';

const request = {} as FastifyRequest;
const replyOf = (raw: EventEmitter) => ({ raw }) as unknown as FastifyReply;

describe('admin gate', () => {
  it('lets `slots` admin requests in at once and the next one in when a response is done', async () => {
    const gate = makeAdminGate(2);
    const raws = [new EventEmitter(), new EventEmitter(), new EventEmitter()];
    const entered: number[] = [];
    const waits = raws.map((raw, i) => gate(request, replyOf(raw)).then(() => entered.push(i)));

    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(entered).toEqual([0, 1]);

    raws[1]?.emit('close');
    await Promise.all(waits);
    expect(entered).toEqual([0, 1, 2]);
  });

  it('drops a waiting request whose client left, without keeping its slot', async () => {
    const gate = makeAdminGate(1);
    const [first, left, next] = [new EventEmitter(), new EventEmitter(), new EventEmitter()];
    await gate(request, replyOf(first));
    const refused = gate(request, replyOf(left)).then(
      () => 'entered',
      () => 'dropped',
    );
    const admitted = gate(request, replyOf(next)).then(() => 'entered');
    left.emit('close');
    first.emit('close');
    expect(await refused).toBe('dropped');
    expect(await admitted).toBe('entered');
  });
});
