import { ACX_CHECKS } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { acxChecks, clockText, type AcxMeasurement } from './acx-checks.ts';

/** A chapter file well inside every rule. */
const GOOD: AcxMeasurement = {
  role: 'chapter',
  seconds: 600,
  rmsDb: -20.2,
  peakDb: -3.6,
  noiseFloorDb: -71,
  sampleRate: 44_100,
  bitRatesKbps: [192],
  channels: 1,
  headRoomToneSeconds: 0.75,
  tailRoomToneSeconds: 2.5,
};

const failures = (measured: Partial<AcxMeasurement>) =>
  acxChecks({ ...GOOD, ...measured })
    .filter((check) => !check.pass)
    .map(({ check, measured: value, advice }) => ({ check, measured: value, advice }));

describe('acxChecks', () => {
  it('passes a file inside every rule, each check once in order, with no advice', () => {
    const checks = acxChecks(GOOD);
    expect(checks.map((check) => check.check)).toEqual([...ACX_CHECKS]);
    expect(checks.every((check) => check.pass && check.advice === null)).toBe(true);
    expect(Object.fromEntries(checks.map((check) => [check.check, check.measured]))).toEqual({
      sampleRate: '44.1 kHz',
      bitRate: '192 kb/s CBR',
      rms: '-20.2 dB',
      peak: '-3.6 dB',
      noiseFloor: '-71.0 dB',
      headRoomTone: '0.75 s',
      tailRoomTone: '2.50 s',
      length: '10:00',
    });
  });

  it('fails a level outside -23 to -18 dB, saying which way to go', () => {
    expect(failures({ rmsDb: -25.34 })).toEqual([
      {
        check: 'rms',
        measured: '-25.3 dB',
        advice: 'Raise the level: the RMS is -25.3 dB and ACX wants -23 to -18 dB; aim near -20 dB.',
      },
    ]);
    expect(failures({ rmsDb: -17.9 })[0]?.advice).toMatch(/^Lower the level: the RMS is -17.9 dB/);
    expect(failures({ rmsDb: -23 })).toEqual([]);
    expect(failures({ rmsDb: -18 })).toEqual([]);
  });

  it('fails peaks over -3 dB and a noise floor over -60 dB or of digital silence', () => {
    expect(failures({ peakDb: -2.9 })).toEqual([
      {
        check: 'peak',
        measured: '-2.9 dB',
        advice:
          'Lower the peaks: the loudest sample reaches -2.9 dB and ACX allows at most -3 dB; put a limiter at -3.5 dB.',
      },
    ]);
    expect(failures({ peakDb: -3 })).toEqual([]);
    expect(failures({ noiseFloorDb: -55 })[0]).toEqual({
      check: 'noiseFloor',
      measured: '-55.0 dB',
      advice:
        'Lower the background noise: the quietest half second measures -55.0 dB and ACX allows at most -60 dB; record in a quieter room or reduce the noise.',
    });
    expect(failures({ noiseFloorDb: -120 })[0]).toEqual({
      check: 'noiseFloor',
      measured: '-∞ dB',
      advice: 'Fill the silence with room tone: the quietest half second is digital silence, which ACX rejects.',
    });
  });

  it('fails room tone too short or too long at either end', () => {
    expect(failures({ headRoomToneSeconds: 0.2, tailRoomToneSeconds: 6 })).toEqual([
      {
        check: 'headRoomTone',
        measured: '0.20 s',
        advice:
          'Add room tone at the head: the file has 0.20 s of room tone before the first sound, and ACX wants 0.5 to 1 s.',
      },
      {
        check: 'tailRoomTone',
        measured: '6.00 s',
        advice: 'Shorten the tail: the file has 6.00 s of room tone after the last sound, and ACX wants 1 to 5 s.',
      },
    ]);
    expect(failures({ headRoomToneSeconds: 1.2 })[0]?.advice).toMatch(/^Shorten the head/);
    expect(failures({ tailRoomToneSeconds: 0.5 })[0]?.advice).toMatch(/^Add room tone at the tail/);
  });

  it('fails another sample rate, another bit rate and a variable bit rate', () => {
    expect(failures({ sampleRate: 48_000 })).toEqual([
      { check: 'sampleRate', measured: '48 kHz', advice: 'Export at 44.1 kHz: ACX takes no other sample rate.' },
    ]);
    expect(failures({ bitRatesKbps: [128] })).toEqual([
      { check: 'bitRate', measured: '128 kb/s CBR', advice: 'Encode at 192 kb/s CBR: this file is 128 kb/s.' },
    ]);
    expect(failures({ bitRatesKbps: [128, 192, 256] })).toEqual([
      {
        check: 'bitRate',
        measured: '128-256 kb/s VBR',
        advice: 'Encode at a constant 192 kb/s (CBR): ACX rejects variable bit rates.',
      },
    ]);
  });

  it('fails a file over two hours and a retail sample over five minutes', () => {
    expect(failures({ seconds: 2 * 3600 + 1 })).toEqual([
      {
        check: 'length',
        measured: '2:00:01',
        advice: 'Split the file: it runs 2:00:01 and ACX takes at most 120 minutes per file.',
      },
    ]);
    expect(failures({ seconds: 7200 })).toEqual([]);
    expect(failures({ role: 'retail-sample', seconds: 301 })).toEqual([
      {
        check: 'length',
        measured: '5:01',
        advice: 'Shorten the retail sample: it runs 5:01 and ACX takes at most 5 minutes.',
      },
    ]);
    expect(failures({ role: 'retail-sample', seconds: 300 })).toEqual([]);
  });

  it('writes lengths as a clock', () => {
    expect([clockText(4.4), clockText(65), clockText(3600), clockText(7265)]).toEqual([
      '0:04',
      '1:05',
      '1:00:00',
      '2:01:05',
    ]);
  });
});
