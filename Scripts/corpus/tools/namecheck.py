#!/usr/bin/env python3
"""Name rule of SELECTION.md section 2.1. Usage: namecheck.py owner/name ... -> prints repo<TAB>pass|reject:<why>"""
import re, sys
STEMS = ["tutorial","course","lesson","challenge","example","sample","learn","demo","playground","exercis",
         "practic","workshop","homework","assignment","bootcamp","clone","template","boilerplate","starter",
         "snippet","showcase","collection","sandbox","experiment","study","training","codealong"]
EQUALS = {"apps","projects","test","tests","day","days","week"}
COURSE = ["appetizer","landmarks","scrumdinger","fructus","africa","devote","honeymoon","pinch","avocado",
          "touchdown","bookworm","moonshot","iexpense","wesplit","betterrest","wordscramble","instafilter",
          "hotprospects","flashzilla","snowseeker","cupcakecorner","guesstheflag","rockpaperscissors"]
def tokens(name):
    parts = re.split(r"[-_./]", name)
    out = []
    for p in parts:
        # digit/letter boundaries and lower->upper camel boundaries
        for t in re.findall(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+", p):
            out.append(t.lower())
    return out
def check(repo):
    low = repo.lower()
    if "100days" in low or "100-days" in low:
        return "reject:100days"
    for t in tokens(repo):
        for s in STEMS:
            if t.startswith(s):
                return f"reject:token '{t}' starts with '{s}'"
        if t in EQUALS:
            return f"reject:token '{t}'"
    rp = low.split("/",1)[1]
    for c in COURSE:
        if c in rp:
            return f"reject:course project '{c}'"
    return "pass"
if __name__ == "__main__":
    for r in sys.argv[1:]:
        print(f"{r}\t{check(r)}")
