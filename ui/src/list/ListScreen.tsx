export default function ListScreen({ model }: { model: string; mobile: boolean }) {
  return <div className="p-6">{model}</div>;
}
