#!/usr/bin/env python3
"""The varied benchmark's addresses: thousands of distinct list queries (search words x
pages x sorts x page sizes, categories x pages x sorts x page sizes, and both together)
and every product id, each list shuffled with a fixed seed so that runs compare.

    urls.py FOLDER   writes FOLDER/list.txt (queries, without "?") and FOLDER/ids.txt
"""
import random
import sys

SEED = 20261122
WORDS = ["lamp", "brass", "walnut", "oak", "linen", "copper", "chair", "table", "desk", "light",
         "rug", "throw", "planter", "cedar", "kettle", "pan", "knife", "bowl", "vase", "marble",
         "glass", "canvas", "lantern", "tent", "bench", "shelf", "stool", "wool", "velvet", "steel"]
CATEGORIES = ["lighting", "furniture", "kitchen", "textiles", "garden", "home-office", "outdoor", "decor"]
SORTS = ["relevance", "name", "price-asc", "price-desc"]


def main(folder):
    queries = []
    for word in WORDS:
        for page in range(1, 6):
            for sort in SORTS:
                for size in (10, 20, 50):
                    queries.append(f"search={word}&sort={sort}&page={page}&page-size={size}")
    for category in CATEGORIES:
        for page in range(1, 11):
            for sort in SORTS[1:]:
                for size in (10, 12, 20, 24, 50):
                    queries.append(f"category={category}&sort={sort}&page={page}&page-size={size}")
    for category in CATEGORIES:
        for word in WORDS[:10]:
            for sort in SORTS:
                for page in (1, 2):
                    queries.append(f"search={word}&category={category}&sort={sort}&page={page}")
    generator = random.Random(SEED)
    generator.shuffle(queries)
    ids = [str(i) for i in range(1, 601)]
    generator.shuffle(ids)
    with open(f"{folder}/list.txt", "w") as out:
        out.write("\n".join(queries) + "\n")
    with open(f"{folder}/ids.txt", "w") as out:
        out.write("\n".join(ids) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
