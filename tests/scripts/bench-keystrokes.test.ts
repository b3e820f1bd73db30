import { describe, expect, it } from 'vitest';
import { keyPressLatencies } from '../../scripts/bench/keystrokes';
import { median, percentile } from '../../scripts/bench/report';

/** An `InputLatency::KeyDown` begin event as Chromium writes it, with the given components (µs). */
function keyDown(components: Record<string, number>) {
  return {
    name: 'InputLatency::KeyDown',
    ph: 'b',
    ts: components.COMPONENT_INPUT_EVENT_LATENCY_ORIGINAL,
    args: { chrome_latency_info: { component_info: Object.entries(components).map(([component_type, time_us]) => ({ component_type, time_us })) } },
  };
}

describe('keyPressLatencies (npm run bench: keystroke → presented frame)', () => {
  it('measures from the event’s own timestamp to the frame swap, and leaves out keys that reached no frame', () => {
    const trace = {
      traceEvents: [
        keyDown({ COMPONENT_INPUT_EVENT_LATENCY_BEGIN_RWH: 1_000_100, COMPONENT_INPUT_EVENT_LATENCY_ORIGINAL: 1_000_000, COMPONENT_INPUT_EVENT_LATENCY_FRAME_SWAP: 1_012_500 }),
        // Received by the display compositor but never swapped: not presented.
        keyDown({ COMPONENT_INPUT_EVENT_LATENCY_ORIGINAL: 2_000_000, COMPONENT_DISPLAY_COMPOSITOR_RECEIVED_FRAME: 2_009_000 }),
        keyDown({ COMPONENT_INPUT_EVENT_LATENCY_ORIGINAL: 3_000_000, COMPONENT_INPUT_EVENT_GPU_SWAP_BUFFER: 3_031_250 }),
        // The span's end, a key release and another event: not keystrokes.
        { name: 'InputLatency::KeyDown', ph: 'e', ts: 1_012_500, args: {} },
        { ...keyDown({ COMPONENT_INPUT_EVENT_LATENCY_ORIGINAL: 4_000_000, COMPONENT_INPUT_EVENT_LATENCY_FRAME_SWAP: 4_002_000 }), name: 'InputLatency::KeyUp' },
        { name: 'EventDispatch', ph: 'X', ts: 1_000_300, args: { data: { type: 'keydown' } } },
      ],
    };
    expect(keyPressLatencies(JSON.stringify(trace))).toEqual([12.5, 31.25]);
    // Playwright may hand over the bare array form of the trace as well.
    expect(keyPressLatencies(JSON.stringify(trace.traceEvents))).toEqual([12.5, 31.25]);
  });

  it('takes the median and the nearest-rank p95 of the samples', () => {
    const samples = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(median(samples)).toBe(10.5);
    expect(percentile(samples, 95)).toBe(19);
    expect(percentile([7], 95)).toBe(7);
  });
});
