/**
 * The pieces the Java target is assembled from: one `JavaSection` per rule kind (a private static method that
 * builds that kind's rules and hands them to its manager), and the statement helpers they share.
 *
 * Statement style on purpose: `rule.setX(…);` one per line, never a chain. In Sentinel some setters return
 * the rule (`FlowRule setCount`), some return `AbstractRule` (`setResource`, `setLimitApp`, `setRegex`) and
 * some return void (`SystemRule`, parts of `ClusterFlowConfig`), so only statements compile for all of them.
 */

export interface JavaSection {
  /** fully qualified class names this section needs */
  readonly imports: readonly string[];
  /** `loadFlowRules` */
  readonly method: string;
  /** one-line Javadoc of the method */
  readonly doc: string;
  /** the method's body, already indented by one level inside the method (8 spaces) */
  readonly body: readonly string[];
}

export const RULE_CONSTANT = 'com.alibaba.csp.sentinel.slots.block.RuleConstant';

/** Collects the statements of one rule object. */
export class JavaObject {
  readonly lines: string[];
  constructor(
    readonly variable: string,
    className: string,
  ) {
    this.lines = [`${className} ${variable} = new ${className}();`];
  }
  set(setter: string, argument: string): this {
    this.lines.push(`${this.variable}.${setter}(${argument});`);
    return this;
  }
  comment(text: string): this {
    this.lines.push(`// ${text}`);
    return this;
  }
}

/**
 * `RuleConstant.FLOW_GRADE_QPS` for 1 when `names[1]` is that constant's name; the bare number otherwise (a
 * value Sentinel has no constant for, kept as the scenario holds it).
 */
export function constantOr(holder: string, names: Readonly<Record<number, string>>, value: number): string {
  const name = names[value];
  return name === undefined ? String(Math.trunc(value)) : `${holder}.${name}`;
}

/** Does the section use `holder` (so it must import it)? */
export function uses(body: readonly string[], simpleName: string): boolean {
  return body.some((l) => l.includes(`${simpleName}.`));
}
