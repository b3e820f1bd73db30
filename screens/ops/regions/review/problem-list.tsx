import { useTranslation } from 'react-i18next';
import type { RegionProblem } from '../../../../engine/generated/api/region-problem';

/**
 * Mistakes as `npm run regions:check` prints them: file, JSON pointer, sentence. With `onSelect`,
 * each is a button that opens its file in the editor at that place.
 */
export function ProblemList({ problems, onSelect }: { problems: readonly RegionProblem[]; onSelect?: (problem: RegionProblem) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="ops-problems">
      {problems.map((problem, i) => {
        const where = (
          <>
            <code className="ops-problems__file">{problem.file}</code> <code className="ops-problems__pointer">{problem.pointer || t('OPS_REGIONS_WHOLE_FILE')}</code>
          </>
        );
        return (
          <li key={i} className="ops-problems__item">
            {onSelect ? (
              <button type="button" className="ops-problems__where" onClick={() => onSelect(problem)} aria-label={t('OPS_REGIONS_PROBLEM_OPEN', { file: problem.file, pointer: problem.pointer || t('OPS_REGIONS_WHOLE_FILE') })}>
                {where}
              </button>
            ) : (
              <span className="ops-problems__where">{where}</span>
            )}{' '}
            <span className="ops-problems__message">{problem.message}</span>
          </li>
        );
      })}
    </ul>
  );
}
