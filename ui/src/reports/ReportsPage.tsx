// The special route "report" (spec 001 §2): #report/list is the report list, #report/{type}
// the report of that template (its name is the route's second segment).
import { useHash } from '../router/hash';
import { typeFromHash } from './filter';
import { ReportListPage } from './ReportListPage';
import { ReportPage } from './ReportPage';

export default function ReportsPage({ query }: { query: URLSearchParams }) {
  const type = typeFromHash(useHash());
  return type ? <ReportPage key={type} type={type} query={query} /> : <ReportListPage query={query} />;
}
