export default function DetailScreen({ model, id }: { model: string; id: string | null }) {
  return <div className="p-6">{model} {id}</div>;
}
