import {
  Kind,
  parse,
  type ASTNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
} from 'graphql';

/** A definition of a subgraph SDL that has no description, named by its schema coordinate. */
export interface UndescribedDefinition {
  /** `Type`, `Type.field`, `Type.field(argument:)`, `Enum.VALUE`, `@directive` or `@directive(argument:)`. */
  coordinate: string;
  /** Line of the definition in the SDL (1-based). */
  line: number;
}

interface Definition {
  coordinate: string;
  node: ASTNode & { description?: { value: string } | undefined };
}

function argumentsOf(owner: string, args: readonly InputValueDefinitionNode[] | undefined): Definition[] {
  return (args ?? []).map((arg) => ({ coordinate: `${owner}(${arg.name.value}:)`, node: arg }));
}

function fieldsOf(type: string, fields: readonly FieldDefinitionNode[] | undefined): Definition[] {
  return (fields ?? []).flatMap((field) => {
    const coordinate = `${type}.${field.name.value}`;
    return [{ coordinate, node: field }, ...argumentsOf(coordinate, field.arguments)];
  });
}

/** Every definition of the document that an API partner reads a description of, in document order. */
function definitionsOf(document: DocumentNode): Definition[] {
  return document.definitions.flatMap((definition): Definition[] => {
    switch (definition.kind) {
      // An extension cannot carry a description: the type's own definition does (in this SDL, or in the
      // subgraph that owns the type); the fields an extension adds still need theirs.
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.INTERFACE_TYPE_DEFINITION:
        return [
          { coordinate: definition.name.value, node: definition },
          ...fieldsOf(definition.name.value, definition.fields),
        ];
      case Kind.OBJECT_TYPE_EXTENSION:
      case Kind.INTERFACE_TYPE_EXTENSION:
        return fieldsOf(definition.name.value, definition.fields);
      case Kind.INPUT_OBJECT_TYPE_DEFINITION:
      case Kind.INPUT_OBJECT_TYPE_EXTENSION: {
        const type = definition.name.value;
        const inputFields = (definition.fields ?? []).map((field) => ({
          coordinate: `${type}.${field.name.value}`,
          node: field,
        }));
        return definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION
          ? [{ coordinate: type, node: definition }, ...inputFields]
          : inputFields;
      }
      case Kind.ENUM_TYPE_DEFINITION:
      case Kind.ENUM_TYPE_EXTENSION: {
        const type = definition.name.value;
        const values = (definition.values ?? []).map((value) => ({
          coordinate: `${type}.${value.name.value}`,
          node: value,
        }));
        return definition.kind === Kind.ENUM_TYPE_DEFINITION
          ? [{ coordinate: type, node: definition }, ...values]
          : values;
      }
      case Kind.UNION_TYPE_DEFINITION:
      case Kind.SCALAR_TYPE_DEFINITION:
        return [{ coordinate: definition.name.value, node: definition }];
      case Kind.DIRECTIVE_DEFINITION: {
        const coordinate = `@${definition.name.value}`;
        return [{ coordinate, node: definition }, ...argumentsOf(coordinate, definition.arguments)];
      }
      default:
        // The schema definition and extension (`extend schema @link(...)`) and executable definitions.
        return [];
    }
  });
}

/**
 * The types, fields, input fields, arguments, enum values and directives a subgraph SDL defines without a
 * description (ARCHITECTURE, a subgraph's anatomy: descriptions on every field; the schema is read by API
 * partners in the Sandbox and by the web app's codegen). Only what the SDL itself defines is checked:
 * built-in scalars and the directives and types federation adds (`@key`, `_Service`, `_Any`...) are not in it.
 */
export function undescribedDefinitions(sdl: string | DocumentNode): UndescribedDefinition[] {
  const document = typeof sdl === 'string' ? parse(sdl) : sdl;
  return definitionsOf(document)
    .filter(({ node }) => !node.description?.value.trim())
    .map(({ coordinate, node }) => ({ coordinate, line: node.loc?.startToken.line ?? 0 }));
}
