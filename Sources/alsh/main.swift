print("alsh")
