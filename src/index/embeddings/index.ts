// Embeddings of memories: the Ollama client, the per-scope cache, the embedded text, and similarity over them.
export { EmbeddingCache, embeddingCacheExists, removeEmbeddings, shortHash, updateEmbeddingCache } from "./cache.js";
export { displayHost, type Embedder, embeddingSettings, OllamaEmbedder } from "./ollama-client.js";
export { EmbeddingSimilarity, MAX_EMBEDDING_PAIRS_MEMORIES } from "./similarity.js";
export { documentText, type EmbeddableMemory, queryText } from "./text.js";
