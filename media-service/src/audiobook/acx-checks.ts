import { ACX_RULES, type AcxFileReport } from '@reeltalk/contracts';

type AcxCheck = AcxFileReport['checks'][number];

/** What was measured of one encoded file, before it is checked against ACX's rules. */
export interface AcxMeasurement {
  role: AcxFileReport['role'];
  seconds: number;
  rmsDb: number;
  peakDb: number;
  noiseFloorDb: number;
  sampleRate: number;
  /** The distinct bit rates of its frames: one for a constant bit rate. */
  bitRatesKbps: number[];
  channels: number;
  headRoomToneSeconds: number;
  tailRoomToneSeconds: number;
}

/** At or under this the quietest stretch is digital silence (decibels() of nothing), which ACX rejects. */
const DIGITAL_SILENCE_DB = -119;

const db = (value: number) => `${value <= DIGITAL_SILENCE_DB ? '-∞' : value.toFixed(1)} dB`;
const secondsText = (value: number) => `${value.toFixed(2)} s`;
const range = (min: number, max: number, unit: string) => `${min} to ${max} ${unit}`;

/** "4:05" or "2:01:30". */
export function clockText(seconds: number): string {
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const check = (name: AcxCheck['check'], pass: boolean, measured: string, advice: string): AcxCheck => ({
  check: name,
  pass,
  measured,
  advice: pass ? null : advice,
});

function bitRateCheck({ bitRatesKbps }: AcxMeasurement): AcxCheck {
  const wanted = ACX_RULES.bitRateKbps;
  if (bitRatesKbps.length > 1) {
    const measured = `${bitRatesKbps[0]}-${bitRatesKbps.at(-1)} kb/s VBR`;
    return check(
      'bitRate',
      false,
      measured,
      `Encode at a constant ${wanted} kb/s (CBR): ACX rejects variable bit rates.`,
    );
  }
  const rate = bitRatesKbps[0] ?? 0;
  return check(
    'bitRate',
    rate === wanted,
    `${rate} kb/s CBR`,
    `Encode at ${wanted} kb/s CBR: this file is ${rate} kb/s.`,
  );
}

function rmsCheck({ rmsDb }: AcxMeasurement): AcxCheck {
  const { min, max } = ACX_RULES.rmsDb;
  const wanted = `ACX wants ${range(min, max, 'dB')}; aim near -20 dB.`;
  return check(
    'rms',
    rmsDb >= min && rmsDb <= max,
    db(rmsDb),
    rmsDb < min
      ? `Raise the level: the RMS is ${db(rmsDb)} and ${wanted}`
      : `Lower the level: the RMS is ${db(rmsDb)} and ${wanted}`,
  );
}

function noiseFloorCheck({ noiseFloorDb }: AcxMeasurement): AcxCheck {
  const max = ACX_RULES.noiseFloorMaxDb;
  if (noiseFloorDb <= DIGITAL_SILENCE_DB) {
    return check(
      'noiseFloor',
      false,
      db(noiseFloorDb),
      'Fill the silence with room tone: the quietest half second is digital silence, which ACX rejects.',
    );
  }
  return check(
    'noiseFloor',
    noiseFloorDb <= max,
    db(noiseFloorDb),
    `Lower the background noise: the quietest half second measures ${db(noiseFloorDb)} and ACX allows at most ${max} dB; record in a quieter room or reduce the noise.`,
  );
}

function roomToneCheck(end: 'head' | 'tail', seconds: number): AcxCheck {
  const { min, max } = end === 'head' ? ACX_RULES.headRoomToneSeconds : ACX_RULES.tailRoomToneSeconds;
  const where = end === 'head' ? `before the first sound` : `after the last sound`;
  const wanted = `${secondsText(seconds)} of room tone ${where}, and ACX wants ${range(min, max, 's')}.`;
  return check(
    end === 'head' ? 'headRoomTone' : 'tailRoomTone',
    seconds >= min && seconds <= max,
    secondsText(seconds),
    seconds < min
      ? `Add room tone at the ${end}: the file has ${wanted}`
      : `Shorten the ${end}: the file has ${wanted}`,
  );
}

function lengthCheck({ role, seconds }: AcxMeasurement): AcxCheck {
  if (role === 'retail-sample') {
    const max = ACX_RULES.retailSampleMaxSeconds;
    return check(
      'length',
      seconds <= max,
      clockText(seconds),
      `Shorten the retail sample: it runs ${clockText(seconds)} and ACX takes at most ${max / 60} minutes.`,
    );
  }
  const max = ACX_RULES.fileMaxMinutes;
  return check(
    'length',
    seconds <= max * 60,
    clockText(seconds),
    `Split the file: it runs ${clockText(seconds)} and ACX takes at most ${max} minutes per file.`,
  );
}

/** Every ACX rule checked on one file's measurements, in ACX_CHECKS order, with what to change when one fails. */
export function acxChecks(measured: AcxMeasurement): AcxCheck[] {
  const { sampleRate, peakDb } = measured;
  const kHz = (rate: number) => `${rate / 1000} kHz`;
  const peakMax = ACX_RULES.peakMaxDb;
  return [
    check(
      'sampleRate',
      sampleRate === ACX_RULES.sampleRate,
      kHz(sampleRate),
      `Export at ${kHz(ACX_RULES.sampleRate)}: ACX takes no other sample rate.`,
    ),
    bitRateCheck(measured),
    rmsCheck(measured),
    check(
      'peak',
      peakDb <= peakMax,
      db(peakDb),
      `Lower the peaks: the loudest sample reaches ${db(peakDb)} and ACX allows at most ${peakMax} dB; put a limiter at -3.5 dB.`,
    ),
    noiseFloorCheck(measured),
    roomToneCheck('head', measured.headRoomToneSeconds),
    roomToneCheck('tail', measured.tailRoomToneSeconds),
    lengthCheck(measured),
  ];
}
