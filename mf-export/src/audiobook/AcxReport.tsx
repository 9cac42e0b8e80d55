import type { AcxReport as Report } from '@reeltalk/contracts';
import { AUDIOBOOK_TEXTS as TEXTS, clockText, dbText, failures } from './audiobookTexts.ts';

/** The ACX package's measured files (RMS, peak, noise floor, length, pass or fail), and for a failing one what to change. */
export function AcxReport({ report }: { report: Report }) {
  return (
    <section className="rt-acx-report" data-testid="acx-report" aria-label={TEXTS.reportTitle}>
      <p className={report.pass ? 'rt-acx-report__verdict' : 'rt-acx-report__verdict rt-acx-report__verdict--fail'}>
        {report.pass ? TEXTS.reportPass : TEXTS.reportFail}
      </p>
      <div className="rt-acx-report__scroll">
        <table className="rt-acx-report__table">
          <thead>
            <tr>
              <th scope="col">{TEXTS.file}</th>
              <th scope="col">{TEXTS.rms}</th>
              <th scope="col">{TEXTS.peak}</th>
              <th scope="col">{TEXTS.noiseFloor}</th>
              <th scope="col">{TEXTS.length}</th>
              <th scope="col">{TEXTS.result}</th>
            </tr>
          </thead>
          <tbody>
            {report.files.map((file) => {
              const failed = failures(file);
              return (
                <tr key={file.file} data-testid="acx-report-file">
                  <th scope="row">
                    {file.title}
                    <span className="rt-acx-report__name">{file.file}</span>
                    {failed.map((check) => (
                      <span key={check.check} className="rt-acx-report__advice">
                        {check.measured}: {check.advice}
                      </span>
                    ))}
                  </th>
                  <td>{dbText(file.rmsDb)}</td>
                  <td>{dbText(file.peakDb)}</td>
                  <td>{dbText(file.noiseFloorDb)}</td>
                  <td>{clockText(file.seconds)}</td>
                  <td className={failed.length ? 'rt-acx-report__fail' : 'rt-acx-report__pass'}>
                    {failed.length ? TEXTS.fail : TEXTS.pass}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
