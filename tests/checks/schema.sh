#!/bin/sh
# Every JSON line a golden case expects of a tool (a stdout line starting
# with "{", of a case whose command ends in the tool: not a jq's) is
# valid under that tool's schema, schema/TOOL.json (made by make from
# its declarations), with python3-jsonschema: one python for all lines.
# To show it can fail, a valid resolution with its outcome changed to
# one the tool does not have, and another without one of its inputs,
# must both be refused.
set -u
# The python on PATH may be a user's own (pyenv) without Debian's
# packages: the system's is tried too.
python=
for p in python3 /usr/bin/python3; do
	"$p" -c 'import jsonschema' 2>/dev/null && { python=$p; break; }
done
[ -n "$python" ] || {
	echo "schema: python3-jsonschema is not installed (make deps)"; exit 1; }
exec "$python" - "$TOP" "$@" <<'EOF'
import glob, json, os, shlex, sys
import jsonschema

top, tools = sys.argv[1], sys.argv[2:]
validators = {}
def validator(tool):
    if tool not in validators:
        path = os.path.join(top, "schema", tool + ".json")
        try:
            with open(path) as f:
                schema = json.load(f)
        except OSError as e:
            sys.exit("schema: %s: %s (make builds it)" % (path, e.strerror))
        jsonschema.Draft7Validator.check_schema(schema)
        validators[tool] = jsonschema.Draft7Validator(schema)
    return validators[tool]

def tool_of(command):
    """The tool whose stdout the case shows: its pipeline's last
    command, where that is one of the tools; else None."""
    try:
        lex = shlex.shlex(command, posix=True, punctuation_chars=True)
        lex.whitespace_split = True
        words = list(lex)
    except ValueError:
        return None
    last = []
    for w in words:
        if w in ("|", ";", "&&", "||", "&"):
            last = []
        else:
            last.append(w)
    while last and "=" in last[0] and not last[0].startswith("-"):
        last.pop(0)
    if not last:
        return None
    name = os.path.basename(last[0])
    return name if os.path.exists(os.path.join(top, "src", name + ".c")) \
        else None

def errors(tool, obj):
    v = validator(tool)
    e = jsonschema.exceptions.best_match(v.iter_errors(obj))
    if e is None:
        return None
    where = "/".join(str(p) for p in e.absolute_path)
    return "%s%s" % (where + ": " if where else "", e.message[:300])

failed = checked = 0
sample = None
for tool in tools:
    for t in sorted(glob.glob(os.path.join(top, "tests", tool, "*.t"))):
        rel = os.path.relpath(t, top)
        tool_here = None
        with open(t) as f:
            for n, line in enumerate(f, 1):
                if line.startswith("$ "):
                    tool_here = tool_of(line[2:].strip())
                elif line.strip() == "":
                    tool_here = None
                elif line.startswith("{") and tool_here is not None:
                    try:
                        obj = json.loads(line)
                    except ValueError as e:
                        print("schema: %s:%d: not JSON: %s" % (rel, n, e))
                        failed += 1
                        continue
                    checked += 1
                    why = errors(tool_here, obj)
                    if why is not None:
                        print("schema: %s:%d: not valid under schema/%s.json:"
                              " %s" % (rel, n, tool_here, why))
                        failed += 1
                    elif sample is None and "dice" in obj and "inputs" in obj:
                        sample = (tool_here, obj)

# The check itself: a wrong outcome and a missing input are refused.
if sample is not None:
    tool, obj = sample
    bad = dict(obj, outcome="no_such_outcome")
    # A tool whose outcomes are its table's rows (lib-charge) declares
    # them as any string: its schema cannot refuse one.
    enum = '"outcome":{"type":"string","enum"' in json.dumps(
        validator(tool).schema, separators=(",", ":"))
    if enum and errors(tool, bad) is None:
        print("schema: an outcome %s lacks passed: %s"
              % (tool, json.dumps(bad)))
        failed += 1
    bad = dict(obj, inputs=dict(list(obj["inputs"].items())[1:]))
    if errors(tool, bad) is None:
        print("schema: %s inputs without one passed: %s"
              % (tool, json.dumps(bad)))
        failed += 1
elif tools:
    print("schema: no resolution among the golden lines to test the check on")
    failed += 1
if failed:
    print("schema: %d of %d JSON lines failed" % (failed, checked))
sys.exit(1 if failed else 0)
EOF
