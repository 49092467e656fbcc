load part.al
