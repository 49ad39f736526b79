export function App() {
  return <div className="p-8 text-lg font-semibold">Huntline</div>;
}
