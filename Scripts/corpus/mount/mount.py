"""Mount half of Scripts/corpus/run: each non-preview View of a file that type-checks against the
stand-in is built, mounted in ViewHost, rendered (text tree and SVG) and tapped on each labelled
button it shows, one process per view, under a timeout.

How a view is constructed, in this order:
  1. `#Preview { ... }` whose body names the view: the body becomes a function (a
     `@Previewable` line becomes a stored property of a wrapper view);
  2. a `PreviewProvider` whose `previews` names the view: `P.previews`;
  3. `Name()`.
A view none of these builds (it takes arguments and no preview gives them) is reported as
"no-constructor". Which candidate compiles is decided by the compiler: every candidate is
generated, the ones with errors are dropped, the rest rebuilt.

The app is compiled with its context (see `run`) less the files that do not compile against the
stand-in (a SwiftUI `App`, UIKit uses, ...) and less `@main` files, in Swift 5 mode, and linked
with a static archive of the stand-in's objects (HeadlessSwiftUI, HeadlessCombine,
HeadlessSwiftUIHost, HeadlessStackSegments) from OUT/build. The harness is main.swift in this
folder (harness.swift), copied next to the generated code.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DIAG_RE = re.compile(r"^(.*?):(\d+):(\d+): (error|warning): (.*)$")
STRUCT_RE = re.compile(
    r"^(?:(?:public|internal|private|fileprivate|final|@MainActor)\s+)*struct\s+(\w+)\s*(<[^{]*?>)?\s*:\s*([^{]*)\{", re.M)


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def views_of(text):
    """[(name, generic)] of the file's top-level View structs that are not previews."""
    out, providers = [], []
    for m in STRUCT_RE.finditer(text):
        name, generic, conf = m.group(1), m.group(2), m.group(3)
        if re.search(r"\bPreviewProvider\b", conf):
            providers.append(name)
            continue
        if not re.search(r"\bView\b", conf.split("where")[0]):
            continue
        if name.endswith("Previews") or name.endswith("_Preview"):
            continue
        out.append((name, bool(generic)))
    return out, providers


def provider_body(text, name, run):
    m = re.search(r"struct\s+" + re.escape(name) + r"\b[^{]*\{", text)
    if not m:
        return ""
    end = run.scan_block(text, m.end() - 1)
    return text[m.end():end] if end else ""


def candidates_for(text, run, fid):
    """[(view, how, decl_code, expr)] for the file; decl_code is appended to the file."""
    views, providers = views_of(text)
    blocks = run.previews(text)
    cands = []
    k = 0
    for name, generic in views:
        pat = re.compile(r"\b" + re.escape(name) + r"\b")
        for (_, _, pname, body) in blocks:
            if not pat.search(body):
                continue
            fn = "__mount_%s_%d" % (fid, k)
            k += 1
            props = [l for l in body.splitlines() if re.match(r"^\s*@Previewable\b", l)]
            rest = "\n".join(l for l in body.splitlines() if not re.match(r"^\s*@Previewable\b", l))
            if props:
                w = "__MountPreview_%s_%d" % (fid, k)
                decl = ("struct %s: View {\n%s\n    var body: some View {\n%s\n    }\n}\n"
                        "@MainActor func %s() -> some View { %s() }\n"
                        % (w, "\n".join(re.sub(r"@Previewable\s+", "", l) for l in props), rest, fn, w))
            else:
                decl = "@MainActor @ViewBuilder func %s() -> some View {\n%s\n}\n" % (fn, body)
            cands.append((name, "preview", decl, fn + "()"))
            break
        for p in providers:
            if pat.search(provider_body(text, p, run)):
                fn = "__mount_%s_%d" % (fid, k)
                k += 1
                cands.append((name, "previewprovider", "@MainActor func %s() -> some View { %s.previews }\n" % (fn, p), fn + "()"))
                break
        fn = "__mount_%s_%d" % (fid, k)
        k += 1
        cands.append((name, "init", "@MainActor func %s() -> some View { %s() }\n" % (fn, name), fn + "()"))
    return [n for n, _ in views], cands


def swiftc(args, cwd, timeout=900):
    try:
        r = subprocess.run(["swiftc", *args], cwd=cwd, capture_output=True, timeout=timeout)
        return r.returncode, (r.stdout + r.stderr).decode(errors="replace")
    except subprocess.TimeoutExpired:
        return 124, "timeout"


def errors_by_file(text, cwd):
    out = {}
    for line in text.splitlines():
        m = DIAG_RE.match(line)
        if m and m.group(4) == "error":
            p = m.group(1)
            if p.startswith(cwd + "/"):
                p = p[len(cwd) + 1:]
            out.setdefault(p, []).append((int(m.group(2)), m.group(5)))
    return out


def archive(scratch, out):
    lib = os.path.join(out, "mount", "libstandin.a")
    dbg = os.path.join(scratch, "debug")
    objs = []
    for t in ("HeadlessSwiftUI", "HeadlessCombine", "HeadlessSwiftUIHost", "HeadlessStackSegments"):
        d = os.path.join(dbg, t + ".build")
        for root, _, files in os.walk(d):
            objs += [os.path.join(root, f) for f in files if f.endswith(".o")]
    newest = max(os.path.getmtime(o) for o in objs)
    if not os.path.exists(lib) or os.path.getmtime(lib) < newest:
        os.makedirs(os.path.dirname(lib), exist_ok=True)
        if os.path.exists(lib):
            os.remove(lib)
        subprocess.run(["ar", "rcs", lib, *objs], check=True)
    return lib


RESOURCE_EXTENSIONS = (".json", ".geojson", ".plist", ".txt", ".csv")


def copy_resources(repo, srcdir, trees, wdir):
    """The app's data files (JSON, property lists, text) beside the executable, flat, as Xcode
    copies them into the app bundle's root: where `Bundle.main` finds them, on Linux too.
    Asset catalogs are left out (the stand-in has no asset lookup)."""
    commit = os.path.basename(os.path.dirname(srcdir))
    for (rp, c), tree in trees.items():
        if rp != repo or c[:12] != commit:
            continue
        paths = sorted(p for p in tree.blobs if p.lower().endswith(RESOURCE_EXTENSIONS)
                       and ".xcassets/" not in p and ".xcodeproj/" not in p and "/." not in "/" + p)
        for p in paths:
            dest = os.path.join(wdir, os.path.basename(p))
            if os.path.exists(dest):
                continue
            data = subprocess.run(["git", "--git-dir", tree.gd, "cat-file", "-p", tree.blobs[p]],
                                  capture_output=True).stdout
            with open(dest, "wb") as f:
                f.write(data)
        return


def run_results(out, root, scratch, results, trees, timeout):
    sys.path.insert(0, os.path.join(root, "Scripts", "corpus"))
    run = sys.modules.get("__main__")
    lib = archive(scratch, out)
    modules = os.path.join(scratch, "debug", "Modules")
    include = os.path.join(root, "Sources", "HeadlessStackSegments", "include")
    flags = ["-swift-version", "5", "-I", modules, "-I", include, "-diagnostic-style", "llvm",
             "-module-cache-path", os.path.join(out, "module-cache-standin")]

    # Group the files that type-check on the stand-in by their source folder.
    groups = {}
    for r in results:
        if r.get("portable") != "yes":
            continue
        if r.get("standin5") != "ok" and r.get("standin6") != "ok":
            r["mount"] = "not-mounted(stand-in type-check fails)" if r.get("standin5") else ""
            continue
        src = os.path.join(out, "src", r["repo"].replace("/", "+"))
        srcdir = None
        for c in os.listdir(src):
            if os.path.exists(os.path.join(src, c, "standin", r["path"])):
                srcdir = os.path.join(src, c, "standin")
        groups.setdefault(srcdir, []).append(r)

    for gi, (srcdir, members) in enumerate(sorted(groups.items())):
        t0 = time.time()
        repo = members[0]["repo"]
        wdir = os.path.join(out, "mount", repo.replace("/", "+"), os.path.basename(os.path.dirname(srcdir)))
        if os.path.exists(wdir):
            shutil.rmtree(wdir)
        os.makedirs(wdir)
        files = []
        for dp, _, fs in os.walk(srcdir):
            for f in fs:
                if f.endswith(".swift"):
                    files.append(os.path.relpath(os.path.join(dp, f), srcdir))
        files.sort()
        targets = {r["path"]: r for r in members}
        # context: neither @main files nor main.swift
        keep = []
        for p in files:
            with open(os.path.join(srcdir, p)) as f:
                t = f.read()
            if p not in targets and (re.search(r"^\s*@main\b", t, re.M) or p.endswith("/main.swift") or p == "main.swift"):
                continue
            keep.append(p)
        # candidates per target
        cand = []  # dicts: target, view, how, expr, decl; first/last lines set by write_targets
        base_text = {}
        views_per = {}
        for fi, p in enumerate(sorted(targets)):
            with open(os.path.join(srcdir, p)) as f:
                text = f.read()
            # previews are blanked in the type-check copy: take them from the original text
            orig = None
            for (rp, c), tree in trees.items():
                if rp == repo and tree.text(p) is not None and os.path.basename(os.path.dirname(srcdir)) == c[:12]:
                    orig = tree.text(p)
            names, cs = candidates_for(orig or text, run, str(fi))
            views_per[p] = names
            text = re.sub(r"^(\s*)@main\b", r"\1", text, flags=re.M) + "\n// ---- mount candidates ----\n"
            base_text[p] = text
            for (view, how, decl, expr) in cs:
                cand.append(dict(target=p, view=view, how=how, expr=expr, decl=decl))
        for p in keep:
            if p not in targets:
                dest = os.path.join(wdir, p)
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                shutil.copy(os.path.join(srcdir, p), dest)
        shutil.copy(os.path.join(HERE, "harness.swift"), os.path.join(wdir, "Harness.swift"))

        alive = list(range(len(cand)))

        def write_targets():
            """Each target file with the declarations of its candidates still alive."""
            for p, text in base_text.items():
                for i in alive:
                    c = cand[i]
                    if c["target"] != p:
                        continue
                    c["first"] = text.count("\n") + 1
                    text += c["decl"]
                    c["last"] = text.count("\n")
                dest = os.path.join(wdir, p)
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                with open(dest, "w") as f:
                    f.write(text)
        bad_targets = {}
        # files the stand-in's Swift 5 type-check already rejected start out dropped
        dropped_ctx = sorted({f for r in members for f in r.get("_standin5_errfiles", []) if f not in targets and f in keep})

        def write_main():
            lines = ["import HeadlessSwiftUI", "", "@MainActor func __mountMake(_ i: Int) -> AnyView {", "    switch i {"]
            first = len(lines) + 1
            for i in alive:
                lines.append("    case %d: return AnyView(%s)" % (i, cand[i]["expr"]))
            lines += ["    default: fatalError(\"no candidate \\(i)\")", "    }", "}", "",
                      "let __mountCandidates: [(Int, String)] = [" + ", ".join('(%d, "%s")' % (i, cand[i]["view"]) for i in alive) + "]",
                      "MainActor.assumeIsolated { mountMain(__mountCandidates, __mountMake) }", ""]
            with open(os.path.join(wdir, "main.swift"), "w") as f:
                f.write("\n".join(lines))
            return first

        for rnd in range(6):
            write_targets()
            first = write_main()
            srcs = [p for p in keep if p not in dropped_ctx and p not in bad_targets] + ["Harness.swift", "main.swift"]
            rc, text = swiftc(["-typecheck", "-continue-building-after-errors", "-j", "2", *flags, *srcs], wdir)
            errs = errors_by_file(text, wdir)
            if not errs:
                break
            changed = False
            for p, es in errs.items():
                if p == "main.swift":
                    drop = {alive[ln - first] for (ln, _) in es if 0 <= ln - first < len(alive)}
                    if drop:
                        alive = [i for i in alive if i not in drop]
                        changed = True
                    continue
                if p in targets:
                    own = [e for e in es if not any(c["target"] == p and c.get("first", 0) <= e[0] <= c.get("last", -1) for c in (cand[i] for i in alive))]
                    if own:
                        bad_targets[p] = own[0][1]
                        alive = [i for i in alive if cand[i]["target"] != p]
                        changed = True
                        continue
                    for (ln, _) in es:
                        for i in list(alive):
                            c = cand[i]
                            if c["target"] == p and c["first"] <= ln <= c["last"]:
                                alive.remove(i)
                                changed = True
                    continue
                if p in keep and p not in dropped_ctx:
                    dropped_ctx.append(p)
                    changed = True
            if not changed:
                break
        # one candidate per view: the first alive in preference order
        chosen = {}
        for i in alive:
            key = (cand[i]["target"], cand[i]["view"])
            chosen.setdefault(key, i)
        alive = sorted(chosen.values())
        write_targets()
        write_main()
        srcs = [p for p in keep if p not in dropped_ctx and p not in bad_targets] + ["Harness.swift", "main.swift"]
        exe = os.path.join(wdir, "mount-exe")
        copy_resources(repo, srcdir, trees, wdir)
        rc, text = swiftc(["-emit-executable", "-j", "2", *flags, *srcs, "-L", os.path.dirname(lib), "-lstandin", "-o", exe], wdir)
        built = rc == 0 and os.path.exists(exe)
        if not built:
            with open(os.path.join(wdir, "build.log"), "w") as f:
                f.write(text)
        per_view = {}
        for i in alive:
            c = cand[i]
            if not built:
                per_view[(c["target"], c["view"])] = ("build-fail", c["how"], "")
                continue
            vdir = os.path.join(wdir, "out", "%d-%s" % (i, c["view"]))
            os.makedirs(vdir, exist_ok=True)
            try:
                r = subprocess.run(["timeout", "-s", "KILL", str(timeout), exe, str(i), vdir], cwd=wdir,
                                   capture_output=True, timeout=timeout + 30)
                so, se, code = r.stdout.decode(errors="replace"), r.stderr.decode(errors="replace"), r.returncode
            except subprocess.TimeoutExpired:
                so, se, code = "", "", 137
            result = None
            for line in so.splitlines():
                if line.startswith("MOUNT-RESULT "):
                    result = json.loads(line[len("MOUNT-RESULT "):])
            steps = [l for l in so.splitlines() if l.startswith("STEP ")]
            if code == 0 and result:
                per_view[(c["target"], c["view"])] = ("ok", c["how"], result)
            elif code in (124, 137, -9):
                per_view[(c["target"], c["view"])] = ("hang", c["how"], steps[-1] if steps else "")
            elif code == 0:
                # Exited normally without its result line: the harness's output went missing
                # (an app that redefines `print`, say), not a crash of the screen.
                per_view[(c["target"], c["view"])] = ("no-result", c["how"], steps[-1] if steps else "")
            else:
                msg = [l for l in se.splitlines() if "Fatal error" in l or "error" in l.lower()]
                per_view[(c["target"], c["view"])] = ("crash", c["how"], (steps[-1] + " | " if steps else "") + (msg[0] if msg else se.strip()[-200:]))
        for p, r in targets.items():
            parts, kinds = [], []
            if p in bad_targets:
                r["mount"] = "app-context-fails"
                r["mount_detail"] = bad_targets[p]
                continue
            if not views_per.get(p):
                r["mount"] = "no-views"
                continue
            detail = ""
            for v in views_per[p]:
                st = per_view.get((p, v))
                if st is None:
                    parts.append(v + ":no-constructor")
                    kinds.append("no-constructor")
                    continue
                status, how, res = st
                if status == "ok":
                    taps = res.get("taps", 0)
                    parts.append("%s:ok(%s,buttons=%d,tapped=%d,tap-errors=%d,unlabelled=%d,tapped-at-point=%d)" % (
                        v, how, res.get("buttons", 0), taps, len(res.get("tapErrors", [])), res.get("unlabelled", 0),
                        res.get("pointTaps", 0)))
                    if res.get("tapErrors") and not detail:
                        detail = "tap: " + res["tapErrors"][0]
                else:
                    parts.append("%s:%s(%s)" % (v, status, how))
                    if not detail or not detail.startswith(("crash", "hang")):
                        detail = "%s %s: %s" % (status, v, res)
                kinds.append(status)
            if "crash" in kinds:
                r["mount"] = "crash"
            elif "hang" in kinds:
                r["mount"] = "hang"
            elif "no-result" in kinds:
                r["mount"] = "no-result"
            elif "build-fail" in kinds:
                r["mount"] = "build-fail"
            elif all(k == "no-constructor" for k in kinds):
                r["mount"] = "no-constructor"
            elif "no-constructor" in kinds:
                r["mount"] = "pass-partial"
            else:
                r["mount"] = "pass"
            r["mount_views"] = "; ".join(parts)
            r["mount_detail"] = detail
        log("  mount [%d/%d] %s: %d views tried, %s, %.0fs (dropped %d context files)" % (
            gi + 1, len(groups), repo, len(alive), "built" if built else "BUILD FAILED", time.time() - t0, len(dropped_ctx)))
