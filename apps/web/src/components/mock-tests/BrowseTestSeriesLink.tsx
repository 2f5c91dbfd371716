import { Link } from 'react-router';
import { buttonClasses } from '../ui/Button';

/** The way on from an empty list: the full test series. */
export function BrowseTestSeriesLink() {
  return (
    <Link to="/tests" className={buttonClasses()}>
      Browse Test Series
    </Link>
  );
}
