// What is embedded for a memory and for a query. Retrieval models are trained
// with task prompts (embeddinggemma: "task: search result | query: …" and
// "title: … | text: …"; nomic-embed-text: "search_query: " / "search_document: ";
// mxbai, bge, arctic: an instruction before the query only); using them is
// worth several points of nDCG. Other models get the plain text.
//
// EMBEDDING_TEXT_FORMAT is stored in the cache: changing what is embedded
// makes every cached vector stale.

export const EMBEDDING_TEXT_FORMAT = "t1";
/** Characters of a memory sent to the model (Ollama truncates to the model's context anyway). */
export const MAX_EMBEDDED_CHARS = 6000;

export interface EmbeddableMemory {
  title: string;
  tags: string[];
  /** Body and other free text (rule, implication). */
  text: string;
}

const INSTRUCTION = "Represent this sentence for searching relevant passages: ";

function family(model: string): "gemma" | "nomic" | "instructed" | "plain" {
  const name = model.toLowerCase();
  if (name.includes("embeddinggemma")) return "gemma";
  if (name.includes("nomic-embed")) return "nomic";
  if (/mxbai-embed|bge-(large|base|small)|snowflake-arctic-embed/.test(name)) return "instructed";
  return "plain";
}

export function queryText(model: string, query: string): string {
  switch (family(model)) {
    case "gemma":
      return `task: search result | query: ${query}`;
    case "nomic":
      return `search_query: ${query}`;
    case "instructed":
      return `${INSTRUCTION}${query}`;
    default:
      return query;
  }
}

export function documentText(model: string, memory: EmbeddableMemory): string {
  const tags = memory.tags.length > 0 ? `\nTags: ${memory.tags.join(", ")}` : "";
  const body = `${memory.text.trim()}${tags}`.slice(0, MAX_EMBEDDED_CHARS);
  switch (family(model)) {
    case "gemma":
      return `title: ${memory.title || "none"} | text: ${body}`;
    case "nomic":
      return `search_document: ${memory.title}\n${body}`;
    default:
      return `${memory.title}\n${body}`;
  }
}
