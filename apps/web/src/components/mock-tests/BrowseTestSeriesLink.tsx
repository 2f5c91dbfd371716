import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/Button';

/** The way on from an empty list: the full test series. */
export function BrowseTestSeriesLink() {
  const { t } = useTranslation();
  return (
    <Link to="/tests" className={buttonClasses()}>
      {t('mockTests.browseTestSeriesLink.browseTestSeries')}
    </Link>
  );
}
